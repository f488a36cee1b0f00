/**
 * The roster import's plan (issue 35): which talents a spreadsheet and its photo folders create,
 * update or leave alone, and why. Pure: the database and the folders are read by the caller
 * (import-roster.ts) and passed in, so the dry run and `--apply` decide the same way.
 */
import type { RosterRow, RowProblem } from './roster-csv'

/** A picture file, by its path and the SHA-256 of its bytes as given. */
export type PhotoFile = { path: string; sha256: string }

/** A talent's photo folder: the portfolio in file name order, then `polaroids/`. */
export type PhotoFolder = { portfolio: PhotoFile[]; polaroids: PhotoFile[] }

/** What the import compares a row with: a talent as saved, references by slug, pictures by hash. */
export type SavedTalent = {
  id: number
  externalId?: string
  name: string
  slug: string
  published: boolean
  office?: string
  books: string[]
  inTown?: boolean
  measurements: RosterRow['measurements']
  instagramUrl?: string
  bio: RosterRow['bio']
  /** The SHA-256 of each picture as it was imported; null for pictures uploaded in the admin. */
  portfolio: (string | null)[]
  polaroids: (string | null)[]
}

export type PlannedTalent = {
  row: number
  action: 'create' | 'update' | 'skip'
  talent: RosterRow
  saved?: SavedTalent
  /** The fields that change (all given fields for a new talent). */
  changes: string[]
  /** The talent's photo folder, when they have one; without it their pictures stay as they are. */
  photos?: PhotoFolder
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** The fields a row gives that differ from the saved talent's (a new talent: every given field). */
function changedFields(talent: RosterRow, saved: SavedTalent | undefined, photos?: PhotoFolder) {
  const changes: string[] = []
  const differs = (field: string, given: unknown, current: unknown) => {
    if (given !== undefined && (saved === undefined || given !== current)) changes.push(field)
  }
  differs('externalId', talent.externalId, saved?.externalId)
  differs('name', talent.name, saved?.name)
  differs('slug', talent.slug, saved?.slug)
  differs('office', talent.office, saved?.office)
  differs('inTown', talent.inTown, saved?.inTown)
  differs('instagramUrl', talent.instagramUrl, saved?.instagramUrl)
  for (const [field, value] of Object.entries(talent.measurements))
    differs(field, value, saved?.measurements[field as keyof RosterRow['measurements']])
  for (const [locale, text] of Object.entries(talent.bio))
    differs(`bio (${locale})`, text, saved?.bio[locale as keyof RosterRow['bio']])
  if (talent.books && (!saved || !sameList([...talent.books].sort(), [...saved.books].sort())))
    changes.push('books')
  for (const list of ['portfolio', 'polaroids'] as const) {
    const hashes = photos?.[list].map((photo) => photo.sha256)
    if (hashes && (saved ? !sameList(hashes, saved[list]) : hashes.length > 0)) changes.push(list)
  }
  return changes
}

/**
 * Each row matched to a saved talent by external id, else by slug; a slug that belongs to a
 * talent with another external id is a problem, not a match. Photo folders are named by external
 * id or slug.
 */
export function planImport(
  talents: readonly RosterRow[],
  saved: readonly SavedTalent[],
  folders: ReadonlyMap<string, PhotoFolder>,
): { plan: PlannedTalent[]; problems: RowProblem[] } {
  const byExternalId = new Map(saved.flatMap((t) => (t.externalId ? [[t.externalId, t]] : [])))
  const bySlug = new Map(saved.map((t) => [t.slug, t]))
  const plan: PlannedTalent[] = []
  const problems: RowProblem[] = []
  for (const talent of talents) {
    const { row } = talent
    let match = talent.externalId ? byExternalId.get(talent.externalId) : undefined
    const holder = bySlug.get(talent.slug)
    if (!match && holder) {
      if (holder.externalId && holder.externalId !== talent.externalId) {
        problems.push({
          row,
          column: 'slug',
          message: `'${talent.slug}' belongs to another talent (external id ${holder.externalId})`,
        })
        continue
      }
      match = holder
    } else if (match && holder && holder !== match) {
      problems.push({ row, column: 'slug', message: `'${talent.slug}' belongs to another talent` })
      continue
    }
    if (!match && !talent.office) {
      problems.push({ row, column: 'office', message: 'a new talent needs an office' })
      continue
    }
    const photos =
      (talent.externalId ? folders.get(talent.externalId) : undefined) ?? folders.get(talent.slug)
    const changes = changedFields(talent, match, photos)
    const action = !match ? 'create' : changes.length > 0 ? 'update' : 'skip'
    plan.push({
      row,
      action,
      talent,
      changes,
      ...(match && { saved: match }),
      ...(photos && { photos }),
    })
  }
  return { plan, problems }
}
