/**
 * The roster import's reading of a spreadsheet (issue 35): CSV text into rows, and each row into
 * the talent it describes, with every problem named by row and column. Pure: no files, no
 * database; what the import knows of the database (books, offices) is passed in.
 */
import { slugify, slugProblem } from '@/cms/fields/reserved-slugs'
import { EYE_COLOURS, HAIR_COLOURS } from '@/cms/fields/vocabulary.mjs'
import { instagramProfileUrl } from '@/lib/instagram'
import { CM_PER_INCH } from '@/lib/measurements'

/** A problem in the spreadsheet: its row as a spreadsheet numbers it (the header is row 1). */
export type RowProblem = { row: number; column: string; message: string }

export const describeProblem = ({ row, column, message }: RowProblem): string =>
  `row ${row}, ${column}: ${message}`

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF lines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text
  for (let i = 0; i < input.length; i++) {
    const char = input[i]
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''))
}

export type Unit = 'cm' | 'in'

/** The measurement columns, stored in centimetres; the header may name the unit: `height (in)`. */
export const LENGTH_COLUMNS = {
  height: 'heightCm',
  bust: 'bustCm',
  waist: 'waistCm',
  hips: 'hipsCm',
} as const

type LengthColumn = keyof typeof LENGTH_COLUMNS

/** Every column the import reads; `name` alone is required (and `office` for a new talent). */
export const COLUMNS = [
  'external_id',
  'name',
  'slug',
  'books',
  'office',
  ...(Object.keys(LENGTH_COLUMNS) as LengthColumn[]),
  'shoe_eu',
  'hair',
  'eyes',
  'instagram',
  'bio_en',
  'bio_es',
  'in_town',
] as const

export type Column = (typeof COLUMNS)[number]

const FEET_INCHES =
  /^(\d+(?:\.\d+)?)\s*(?:'|′|ft|feet)\s*(?:(\d+(?:\.\d+)?)\s*(?:"|″|in|inches)?)?$/i
const WITH_UNIT = /^(\d+(?:[.,]\d+)?)\s*(cm|in|inches|"|″)?$/i

/**
 * A length in whole centimetres, from `180`, `180 cm`, `71 in`, `71"`, `5'11"` or `5 ft 11`;
 * a bare number is in the column's unit. Null when it is none of these.
 */
export function parseLength(text: string, unit: Unit): number | null {
  const value = text.trim()
  const feet = FEET_INCHES.exec(value)
  if (feet) {
    const inches = Number(feet[1]) * 12 + Number(feet[2] ?? 0)
    return Math.round(inches * CM_PER_INCH)
  }
  const plain = WITH_UNIT.exec(value)
  if (!plain) return null
  const number = Number(plain[1]!.replace(',', '.'))
  const given = plain[2]?.toLowerCase()
  const inInches = given ? given !== 'cm' : unit === 'in'
  return Math.round(inInches ? number * CM_PER_INCH : number)
}

/** The header's columns: each known column's index and, for lengths, its unit. */
export type Header = { index: Partial<Record<Column, number>>; units: Record<LengthColumn, Unit> }

export function parseHeader(cells: string[]): { header: Header; problems: RowProblem[] } {
  const header: Header = {
    index: {},
    units: { height: 'cm', bust: 'cm', waist: 'cm', hips: 'cm' },
  }
  const problems: RowProblem[] = []
  cells.forEach((cell, index) => {
    const match = /^\s*([^()]+?)\s*(?:\(\s*([a-z]+)\s*\))?\s*$/i.exec(cell)
    const name = match?.[1]?.toLowerCase().replace(/[\s-]+/g, '_') as Column | undefined
    const unit = match?.[2]?.toLowerCase()
    if (!name || !(COLUMNS as readonly string[]).includes(name)) {
      problems.push({
        row: 1,
        column: cell,
        message: `unknown column; the columns are ${COLUMNS.join(', ')}`,
      })
      return
    }
    if (name in LENGTH_COLUMNS) {
      if (unit && unit !== 'cm' && unit !== 'in') {
        problems.push({
          row: 1,
          column: cell,
          message: `the unit must be (cm) or (in), not (${unit})`,
        })
        return
      }
      header.units[name as LengthColumn] = (unit as Unit | undefined) ?? 'cm'
    }
    header.index[name] = index
  })
  if (header.index.name === undefined)
    problems.push({ row: 1, column: 'name', message: 'the column is missing' })
  return { header, problems }
}

/** A talent as a row describes them; absent fields were left empty and are not changed. */
export type RosterRow = {
  row: number
  externalId?: string
  name: string
  slug: string
  books?: string[]
  office?: string
  measurements: {
    heightCm?: number
    bustCm?: number
    waistCm?: number
    hipsCm?: number
    shoeEu?: number
    hair?: (typeof HAIR_COLOURS)[number]
    eyes?: (typeof EYE_COLOURS)[number]
  }
  instagramUrl?: string
  bio: { en?: string; es?: string }
  inTown?: boolean
}

/** What the database holds that rows refer to, by slug. */
export type KnownSlugs = { books: ReadonlySet<string>; offices: ReadonlySet<string> }

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'sí', 'si'])
const NO = new Set(['no', 'n', 'false', '0'])

/** One data row: the talent it describes, or the problems that keep it out. */
export function parseRow(
  cells: string[],
  row: number,
  header: Header,
  known: KnownSlugs,
): { talent: RosterRow | null; problems: RowProblem[] } {
  const problems: RowProblem[] = []
  const problem = (column: string, message: string) => problems.push({ row, column, message })
  const cell = (column: Column): string | undefined => {
    const index = header.index[column]
    const value = index === undefined ? '' : (cells[index] ?? '').trim()
    return value === '' ? undefined : value
  }

  const name = cell('name')
  if (!name) problem('name', 'a talent needs a name')
  const slug = cell('slug') ?? slugify(name ?? '')
  const slugIssue = slug ? slugProblem(slug, 'talent') : null
  if (slugIssue) problem('slug', slugIssue)

  const externalId = cell('external_id')
  if (externalId && !/^[\w.-]{1,100}$/.test(externalId))
    problem('external_id', `'${externalId}' may only hold letters, digits, '.', '_' and '-'`)

  const books = cell('books')
    ?.split(/[;|]/)
    .map((book) => book.trim())
    .filter(Boolean)
  for (const book of books ?? [])
    if (!known.books.has(book)) problem('books', `there is no book '${book}'`)

  const office = cell('office')
  if (office && !known.offices.has(office)) problem('office', `there is no office '${office}'`)

  const measurements: RosterRow['measurements'] = {}
  for (const [column, field] of Object.entries(LENGTH_COLUMNS) as [
    LengthColumn,
    keyof RosterRow['measurements'],
  ][]) {
    const text = cell(column)
    if (text === undefined) continue
    const unit = header.units[column]
    const cm = parseLength(text, unit)
    if (cm === null) problem(column, `'${text}' is not a number of ${unit}`)
    else if (cm < 40 || cm > 250) problem(column, `'${text}' is ${cm} cm, outside 40 to 250 cm`)
    else (measurements as Record<string, number>)[field] = cm
  }
  const shoe = cell('shoe_eu')
  if (shoe !== undefined) {
    const size = Number(shoe.replace(',', '.'))
    if (!Number.isFinite(size) || size < 15 || size > 55)
      problem('shoe_eu', `'${shoe}' is not an EU shoe size (15 to 55)`)
    else measurements.shoeEu = size
  }
  for (const [column, words] of [
    ['hair', HAIR_COLOURS],
    ['eyes', EYE_COLOURS],
  ] as const) {
    const text = cell(column)?.toLowerCase()
    if (text === undefined) continue
    // The colour is one of `words`, the vocabulary of this very field.
    if ((words as readonly string[]).includes(text))
      (measurements as Record<string, string>)[column] = text
    else problem(column, `'${text}' is not one of ${words.join(', ')}`)
  }

  const instagram = cell('instagram')
  let instagramUrl: string | undefined
  if (instagram) {
    const handle = instagram
      .replace(/^@/, '')
      .replace(/^https?:\/\/(?:www\.)?instagram\.com\//i, '')
      .replace(/\/$/, '')
    if (/^[A-Za-z0-9._]{1,30}$/.test(handle) && !handle.startsWith('.') && !handle.endsWith('.'))
      instagramUrl = instagramProfileUrl(handle)
    else problem('instagram', `'${instagram}' is not an Instagram handle`)
  }

  const inTownText = cell('in_town')?.toLowerCase()
  let inTown: boolean | undefined
  if (inTownText !== undefined) {
    if (YES.has(inTownText)) inTown = true
    else if (NO.has(inTownText)) inTown = false
    else problem('in_town', `'${inTownText}' is neither yes nor no`)
  }

  if (problems.length > 0 || !name) return { talent: null, problems }
  return {
    talent: {
      row,
      ...(externalId && { externalId }),
      name,
      slug,
      ...(books && { books }),
      ...(office && { office }),
      measurements,
      ...(instagramUrl && { instagramUrl }),
      bio: {
        ...(cell('bio_en') && { en: cell('bio_en') }),
        ...(cell('bio_es') && { es: cell('bio_es') }),
      },
      ...(inTown !== undefined && { inTown }),
    },
    problems,
  }
}

/** The whole spreadsheet: its talents, and every problem; two rows may not name one talent. */
export function parseRoster(
  text: string,
  known: KnownSlugs,
): { talents: RosterRow[]; problems: RowProblem[] } {
  const [headerCells, ...rows] = parseCsv(text)
  if (!headerCells)
    return { talents: [], problems: [{ row: 1, column: 'name', message: 'the file is empty' }] }
  const { header, problems } = parseHeader(headerCells)
  if (problems.length > 0) return { talents: [], problems }
  const talents: RosterRow[] = []
  const seen = new Map<string, number>()
  rows.forEach((cells, index) => {
    const parsed = parseRow(cells, index + 2, header, known)
    problems.push(...parsed.problems)
    if (!parsed.talent) return
    const keys: [Column, string | undefined][] = [
      ['external_id', parsed.talent.externalId],
      ['slug', parsed.talent.slug],
    ]
    const duplicate = keys.find(([column, value]) => value && seen.has(`${column}:${value}`))
    if (duplicate) {
      const [column, value] = duplicate
      problems.push({
        row: parsed.talent.row,
        column,
        message: `'${value}' is already on row ${seen.get(`${column}:${value}`)}`,
      })
      return
    }
    for (const [column, value] of keys) if (value) seen.set(`${column}:${value}`, parsed.talent.row)
    talents.push(parsed.talent)
  })
  return { talents, problems }
}
