/**
 * Moving in benchmark (issue 35): `npx tsx bench/move.ts [--talents N] [--pictures N]`
 * (default 500 talents with 8 pictures each: 4,000, six in the portfolio and two polaroids).
 *
 * Generates a roster CSV and its photo folders (distinct small JPEGs made with sharp), then
 * imports them with `--apply --publish` into a fresh SQLite database holding the demo (its books
 * and offices), in this process, then exports the whole agency (`npm run export`) and restores
 * the archive over it (`npm run restore -- --replace`: the same database and media folder), and
 * prints each step's time and resident memory (before, and its peak during the step).
 */
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import sharp from 'sharp'

const { values } = parseArgs({
  options: {
    talents: { type: 'string', default: '500' },
    pictures: { type: 'string', default: '8' },
  },
})
const TALENTS = Number(values.talents)
const PICTURES = Number(values.pictures)
if (!Number.isInteger(TALENTS) || TALENTS < 1 || !Number.isInteger(PICTURES) || PICTURES < 1) {
  console.error(
    'Usage: npx tsx bench/move.ts [--talents N] [--pictures N] (whole numbers, 1 or more)',
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
    // A colour of its own per picture: every file has a hash of its own.
    const background = {
      r: picture % 256,
      g: Math.floor(picture / 256) % 256,
      b: (talent * 7) % 256,
    }
    await sharp({ create: { width: 480, height: 720, channels: 3, background } })
      .jpeg({ quality: 70 })
      .toFile(path.join(dir, `${String(index).padStart(3, '0')}.jpg`))
  }
}
await writeFile(path.join(work, 'roster.csv'), `${lines.join('\n')}\n`)

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
