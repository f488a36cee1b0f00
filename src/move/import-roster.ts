/**
 * The roster import's reading and writing (issue 35): photo folders hashed, the database read into
 * what the plan (import-plan.ts) compares with, and the plan written through Payload's local API,
 * so pictures take the normal upload path (metadata stripped, sizes made, focal point centred).
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequestContext, TypedUser } from 'payload'

import {
  planImport,
  type PhotoFile,
  type PhotoFolder,
  type PlannedTalent,
  type SavedTalent,
} from './import-plan'
import { describeProblem, parseRoster, type KnownSlugs, type RowProblem } from './roster-csv'

/** The pictures an import takes, by file extension. */
export const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** File name order as a person reads it: 2.jpg before 10.jpg. */
const byFileName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function pictures(dir: string): Promise<PhotoFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const names = entries
    .filter((entry) => entry.isFile() && path.extname(entry.name).toLowerCase() in IMAGE_TYPES)
    .map((entry) => entry.name)
    .sort(byFileName)
  const files: PhotoFile[] = []
  for (const name of names) {
    const file = path.join(dir, name)
    files.push({ path: file, sha256: await sha256(file) })
  }
  return files
}

/** Every talent's folder under `root`, by folder name (a slug or an external id). */
export async function readPhotoFolders(root: string): Promise<Map<string, PhotoFolder>> {
  const folders = new Map<string, PhotoFolder>()
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const dir = path.join(root, entry.name)
    folders.set(entry.name, {
      portfolio: await pictures(dir),
      polaroids: await pictures(path.join(dir, 'polaroids')),
    })
  }
  return folders
}

/** What the import knows of the database: slugs and ids of books and offices, talents, pictures. */
export type SavedRoster = {
  known: KnownSlugs
  bookIds: Map<string, number>
  officeIds: Map<string, number>
  talents: SavedTalent[]
  /** Pictures imported before, by the SHA-256 of the file given. */
  mediaByHash: Map<string, number>
}

type Localized = { en?: string | null; es?: string | null } | null | undefined
const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined

export async function readSavedRoster(payload: Payload): Promise<SavedRoster> {
  const slugs = async (collection: 'books' | 'locations') => {
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      draft: true,
      select: { slug: true },
    })
    return new Map(docs.map((doc) => [doc.slug as string, doc.id]))
  }
  const bookIds = await slugs('books')
  const officeIds = await slugs('locations')
  const bookSlugs = new Map([...bookIds].map(([slug, id]) => [id, slug]))
  const officeSlugs = new Map([...officeIds].map(([slug, id]) => [id, slug]))

  const media = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    where: { sourceSha256: { exists: true } },
    select: { sourceSha256: true },
  })
  const mediaByHash = new Map<string, number>()
  const hashById = new Map<number, string>()
  for (const doc of media.docs)
    if (doc.sourceSha256) {
      mediaByHash.set(doc.sourceSha256, doc.id)
      hashById.set(doc.id, doc.sourceSha256)
    }
  const hashes = (list: { image: number | { id: number } }[] | null | undefined) =>
    (list ?? []).map(
      ({ image }) => hashById.get(typeof image === 'number' ? image : image.id) ?? null,
    )

  const { docs } = await payload.find({
    collection: 'talents',
    pagination: false,
    depth: 0,
    draft: true,
    locale: 'all',
  })
  const talents = docs.map((doc): SavedTalent => {
    const { measurements: m } = doc
    const bio = doc.bio as Localized
    const location = typeof doc.location === 'number' ? doc.location : doc.location.id
    return {
      id: doc.id,
      externalId: present(doc.externalId),
      name: doc.name,
      slug: doc.slug as string,
      published: doc._status === 'published',
      office: officeSlugs.get(location),
      books: (doc.books ?? []).flatMap((book) => {
        const slug = bookSlugs.get(typeof book === 'number' ? book : book.id)
        return slug ? [slug] : []
      }),
      inTown: present(doc.inTown),
      measurements: {
        heightCm: present(m?.heightCm),
        bustCm: present(m?.bustCm),
        waistCm: present(m?.waistCm),
        hipsCm: present(m?.hipsCm),
        shoeEu: present(m?.shoeEu),
        hair: present(m?.hair),
        eyes: present(m?.eyes),
      },
      instagramUrl: present(doc.instagramUrl),
      bio: { en: present(bio?.en), es: present(bio?.es) },
      portfolio: hashes(doc.portfolio),
      polaroids: hashes(doc.polaroids),
    }
  })
  return {
    known: { books: new Set(bookIds.keys()), offices: new Set(officeIds.keys()) },
    bookIds,
    officeIds,
    talents,
    mediaByHash,
  }
}

/**
 * The plan of a CSV's text and photo folders against the database as it is now: what the CLI's
 * dry run prints and `--apply` writes, and what the admin's import shows and applies.
 */
export async function planRoster(payload: Payload, csvText: string, photosDir?: string) {
  const saved = await readSavedRoster(payload)
  const parsed = parseRoster(csvText, saved.known)
  const folders = photosDir ? await readPhotoFolders(photosDir) : new Map<string, PhotoFolder>()
  const { plan, problems } = planImport(parsed.talents, saved.talents, folders)
  return { saved, plan, problems: [...parsed.problems, ...problems].sort((a, b) => a.row - b.row) }
}

/** The dry run's table: one line a row, then every problem. */
export function formatPlan(
  plan: readonly PlannedTalent[],
  problems: readonly RowProblem[],
): string {
  const lines = ['row   action  talent                          changes']
  for (const { row, action, talent, changes } of plan) {
    const who = `${talent.name} (${talent.externalId ?? talent.slug})`
    lines.push(
      `${String(row).padEnd(5)} ${action.padEnd(7)} ${who.padEnd(31)} ${action === 'skip' ? '-' : changes.join(', ')}`,
    )
  }
  const count = (action: PlannedTalent['action']) => plan.filter((p) => p.action === action).length
  lines.push(
    '',
    `${count('create')} to create, ${count('update')} to update, ${count('skip')} unchanged, ${problems.length} problems`,
  )
  if (problems.length > 0)
    lines.push(
      '',
      'Problems (these rows are not imported):',
      ...problems.map((p) => `  ${describeProblem(p)}`),
    )
  return lines.join('\n')
}

/** The media id of each picture: one imported before (same bytes), else a new upload. */
async function uploadPictures(
  payload: Payload,
  files: PhotoFile[],
  alt: string,
  saved: SavedRoster,
  {
    user,
    onPicture,
    context,
  }: Pick<ApplyOptions, 'user' | 'onPicture'> & { context: RequestContext },
) {
  const ids: number[] = []
  for (const file of files) {
    let id = saved.mediaByHash.get(file.sha256)
    if (id === undefined) {
      const data = await readFile(file.path)
      const media = await payload.create({
        collection: 'media',
        data: { alt, sourceSha256: file.sha256, focalX: 50, focalY: 50 },
        file: {
          data,
          mimetype: IMAGE_TYPES[path.extname(file.path).toLowerCase()]!,
          name: path.basename(file.path),
          size: data.length,
        },
        context,
        ...(user && { user }),
      })
      id = media.id
      saved.mediaByHash.set(file.sha256, id)
    }
    ids.push(id)
    onPicture?.()
  }
  return ids
}

type ApplyOptions = {
  publish: boolean
  /** Talents written of those to write, after each. */
  onProgress?: (done: number, total: number) => void
  /** After each picture of a talent written (uploaded, or found imported before). */
  onPicture?: () => void
  /** The staff member importing, whom the audit trail names for each write (the admin's import). */
  user?: TypedUser
  /** Whether the writes expire the site's caches: only inside a Next request (the admin's import). */
  revalidate?: boolean
}

/**
 * Writes the plan's creates and updates, one talent at a time (a failure names its row and stops).
 * New talents are drafts unless `publish`; an update keeps a talent's published or draft state.
 */
export async function applyPlan(
  payload: Payload,
  plan: readonly PlannedTalent[],
  saved: SavedRoster,
  { publish, onProgress, onPicture, user, revalidate = false }: ApplyOptions,
): Promise<void> {
  const context: RequestContext = revalidate ? {} : { disableRevalidate: true }
  const writes = plan.filter((planned) => planned.action !== 'skip')
  let done = 0
  for (const { row, talent, saved: current, photos } of writes) {
    try {
      const portfolio =
        photos &&
        (await uploadPictures(payload, photos.portfolio, talent.name, saved, {
          user,
          onPicture,
          context,
        }))
      const polaroids =
        photos &&
        (await uploadPictures(payload, photos.polaroids, talent.name, saved, {
          user,
          onPicture,
          context,
        }))
      const published = current ? current.published : publish
      const data = {
        name: talent.name,
        slug: talent.slug,
        ...(talent.externalId && { externalId: talent.externalId }),
        ...(talent.office && { location: saved.officeIds.get(talent.office)! }),
        ...(talent.inTown !== undefined && { inTown: talent.inTown }),
        measurements: { ...current?.measurements, ...talent.measurements },
        ...(talent.instagramUrl && { instagramUrl: talent.instagramUrl }),
        ...(talent.books && { books: talent.books.map((book) => saved.bookIds.get(book)!) }),
        ...(portfolio && { portfolio: portfolio.map((image) => ({ image })) }),
        ...(polaroids && { polaroids: polaroids.map((image) => ({ image })) }),
        _status: published ? ('published' as const) : ('draft' as const),
      }
      const options = {
        draft: !published,
        context,
        ...(user && { user }),
      }
      const { en, es } = talent.bio
      const id = current
        ? (
            await payload.update({
              collection: 'talents',
              id: current.id,
              data: { ...data, ...(en && { bio: en }) },
              locale: 'en',
              ...options,
            })
          ).id
        : (
            await payload.create({
              collection: 'talents',
              data: { ...data, location: data.location!, ...(en && { bio: en }) },
              locale: 'en',
              ...options,
            })
          ).id
      if (es)
        await payload.update({
          collection: 'talents',
          id,
          data: { bio: es, _status: data._status },
          locale: 'es',
          ...options,
        })
    } catch (error) {
      throw new Error(`row ${row} (${talent.name}): ${(error as Error).message}`, { cause: error })
    }
    onProgress?.(++done, writes.length)
  }
}
