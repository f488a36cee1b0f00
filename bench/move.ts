/**
 * Moving in benchmark (issue 35): `npx tsx bench/move.ts [--talents N] [--pictures N] [--copies K]`
 * (default 500 talents with 8 pictures each: 4,000, six in the portfolio and two polaroids).
 * `--copies K` grows the agency, the demo's talents and pictures included, K-fold before the
 * export, without importing K times as much: `--talents 50 --pictures 20 --copies 20` exports
 * and restores 1,600 talents and 23,900 pictures, past the size at which the issue asks for flat
 * memory (1,000 and 20,000).
 *
 * Generates a roster CSV and its photo folders (distinct small JPEGs made with sharp), then
 * imports them with `--apply --publish` into a fresh SQLite database holding the demo (its books
 * and offices), in this process, then exports the whole agency (`npm run export`) and restores
 * the archive over it (`npm run restore -- --replace`: the same database and media folder), and
 * prints each step's time and resident memory (before, and its peak during the step).
 */
import { link, mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Client } from '@libsql/client'
import sharp from 'sharp'

const { values } = parseArgs({
  options: {
    talents: { type: 'string', default: '500' },
    pictures: { type: 'string', default: '8' },
    copies: { type: 'string', default: '1' },
  },
})
const TALENTS = Number(values.talents)
const PICTURES = Number(values.pictures)
const COPIES = Number(values.copies)
if (![TALENTS, PICTURES, COPIES].every((value) => Number.isInteger(value) && value >= 1)) {
  console.error(
    'Usage: npx tsx bench/move.ts [--talents N] [--pictures N] [--copies K] (whole numbers, 1 or more)',
  )
  process.exit(2)
}
const POLAROIDS = Math.min(2, PICTURES - 1)

const work = await mkdtemp(path.join(os.tmpdir(), 'roster-bench-move-'))
const photos = path.join(work, 'photos')
const lines = ['external_id,name,books,office,height (cm),hair,eyes,bio_en,in_town']
let picture = 0
for (let talent = 1; talent <= TALENTS; talent++) {
  const id = `BM-${talent}`
  lines.push(
    `${id},Bench Talent ${talent},women,central,${160 + (talent % 30)},brown,blue,Bio ${talent},yes`,
  )
  for (let index = 1; index <= PICTURES; index++) {
    const dir =
      index > PICTURES - POLAROIDS ? path.join(photos, id, 'polaroids') : path.join(photos, id)
    await mkdir(dir, { recursive: true })
    picture++
    await distinctPicture(picture).toFile(path.join(dir, `${String(index).padStart(3, '0')}.jpg`))
  }
}
await writeFile(path.join(work, 'roster.csv'), `${lines.join('\n')}\n`)

/**
 * A JPEG of 480×720 that no other picture of the run shares (up to 65,535 of them): its number
 * as a row of black and white squares, one a bit. Plain colours of their own were not enough:
 * JPEG's quantisation gives neighbouring colours the same bytes, and the import rightly uploads
 * a picture it has seen once (a third of the 4,000 were such repeats).
 */
function distinctPicture(number: number) {
  const [width, height, square] = [480, 720, 30]
  const pixels = Buffer.alloc(width * height * 3, 0x80)
  for (let bit = 0; bit < width / square; bit++) {
    const shade = (number >> bit) & 1 ? 0xff : 0x00
    for (let y = 0; y < square; y++)
      pixels.fill(shade, (y * width + bit * square) * 3, (y * width + (bit + 1) * square) * 3)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 70 })
}

// The database and media of this run only: set before Payload's configuration is read.
process.env.DATA_DIR = path.join(work, 'data')
await mkdir(process.env.DATA_DIR)
process.env.PAYLOAD_SECRET ??= 'bench-move'
process.env.SEED_DEMO = '1'
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { migrateToLatest } = await import('@/lib/migrate')
const { seedDemo } = await import('@/seed/seed-demo')
const { planImport } = await import('@/move/import-plan')
const { applyPlan, readPhotoFolders, readSavedRoster } = await import('@/move/import-roster')
const { parseRoster } = await import('@/move/roster-csv')
const { exportAgency } = await import('@/move/export-agency')
const { restoreAgency } = await import('@/move/restore-agency')
const { env } = await import('@/lib/env')

const payload = await getPayload({ config })
await migrateToLatest(payload)
await seedDemo(payload)

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0)

/**
 * Times a step and samples resident memory through it: the process's own peak would count the
 * demo's seed and the steps before.
 */
async function measure(label: string, step: () => Promise<string | void>) {
  const rssBefore = process.memoryUsage().rss
  let peakRss = rssBefore
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100)
  const started = performance.now()
  const note = await step()
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  console.log(
    `${label}: ${seconds.toFixed(1)} s${note ? `, ${note}` : ''}, resident memory ${mib(rssBefore)} MiB before, peak ${mib(peakRss)} MiB`,
  )
}

await measure(`Import of ${TALENTS} talents with ${picture} pictures`, async () => {
  const saved = await readSavedRoster(payload)
  const parsed = parseRoster(await readFile(path.join(work, 'roster.csv'), 'utf8'), saved.known)
  const folders = await readPhotoFolders(photos)
  const { plan, problems } = planImport(parsed.talents, saved.talents, folders)
  if (parsed.problems.length + problems.length > 0)
    throw new Error('The generated roster has problems')
  await applyPlan(payload, plan, saved, { publish: true })
})
if (COPIES > 1) {
  await copyAgency(COPIES)
  const count = async (table: string) =>
    (await sqlite().execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n
  console.log(
    `Grown ${COPIES}-fold: ${await count('talents')} talents, ${await count('media')} pictures`,
  )
}
const archive = path.join(work, 'agency.tar.gz')
await measure('Export of the agency', async () => {
  const { counts } = await exportAgency(payload, archive)
  const rows = Object.values(counts.tables).reduce((sum, count) => sum + count, 0)
  return `${rows} rows and ${counts.files.media} media files, archive ${mib((await stat(archive)).size)} MiB`
})
await measure('Restore of the archive (--replace)', async () => {
  await restoreAgency(payload, archive, { replace: true })
})
await rm(work, { recursive: true, force: true })
// The database client keeps the process alive.
process.exit(0)

function sqlite(): Client {
  return (payload.db as unknown as { client: Client }).client
}

/**
 * The agency's pictures and talents (with their languages, portfolios, polaroids and videos)
 * copied `copies - 1` more times straight into the database, each copy's files hard links to the
 * originals under names of its own. A copy's integer ids are the original's plus a step of a
 * million, its text ids (array rows) get a suffix, and so do the columns that must stay unique.
 */
async function copyAgency(copies: number) {
  const STEP = 1_000_000
  const FILE_COLUMNS = ['filename', 'sizes_thumbnail_filename']
  const unique: Record<string, string[]> = { media: FILE_COLUMNS, talents: ['slug', 'external_id'] }
  const db = sqlite()
  const tables = (
    await db.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND (name LIKE 'media%' OR name LIKE 'talents%')",
    )
  ).rows.map((row) => String(row.name))
  const columns = new Map<string, string[]>()
  const integerId = new Map<string, boolean>()
  const references = new Map<string, Map<string, string>>()
  for (const table of tables) {
    const info = (await db.execute(`PRAGMA table_info("${table}")`)).rows
    columns.set(
      table,
      info.map((row) => String(row.name)),
    )
    const id = info.find((row) => row.name === 'id')!
    integerId.set(table, /INT/i.test(String(id.type)))
    const keys = (await db.execute(`PRAGMA foreign_key_list("${table}")`)).rows
    references.set(table, new Map(keys.map((key) => [String(key.from), String(key.table)])))
  }
  // Each table after the copied tables it refers to: foreign keys are checked on each insert.
  const ordered: string[] = []
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !ordered.includes(table) &&
        [...references.get(table)!.values()].every(
          (target) => target === table || !tables.includes(target) || ordered.includes(target),
        ),
    )
    if (ready.length === 0) throw new Error(`Tables that refer to each other: ${tables}`)
    ordered.push(...ready)
  }
  const files = (await db.execute(`SELECT ${FILE_COLUMNS.join(', ')} FROM media`)).rows
    .flatMap((row) => FILE_COLUMNS.map((column) => row[column]))
    .filter((name): name is string => typeof name === 'string')
  for (let copy = 1; copy < copies; copy++) {
    // An id, or a reference to a copied table, in this copy.
    const shifted = (column: string, table: string) =>
      integerId.get(table) ? `"${column}" + ${copy * STEP}` : `"${column}" || '-c${copy}'`
    const statements = ordered.map((table) => {
      const names = columns.get(table)!
      const values = names.map((name) => {
        const target = references.get(table)!.get(name)
        if (name === 'id') return shifted('id', table)
        if (target && tables.includes(target)) return shifted(name, target)
        if (unique[table]?.includes(name)) return `'c${copy}-' || "${name}"`
        return `"${name}"`
      })
      const originals = integerId.get(table) ? `id < ${STEP}` : `instr(id, '-c') = 0`
      return `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')})
        SELECT ${values.join(', ')} FROM "${table}" WHERE ${originals}`
    })
    await db.batch(statements, 'write')
    for (const name of files)
      await link(path.join(env.mediaDir, name), path.join(env.mediaDir, `c${copy}-${name}`))
  }
}
