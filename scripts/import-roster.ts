/**
 * `npm run import -- roster.csv --photos ./photos [--apply] [--publish]`: brings a roster in from a
 * spreadsheet and photo folders (issue 35; the columns are in the README, "Moving in and out").
 * A dry run unless `--apply`: it prints what would be created, updated or left alone, and every
 * problem by row and column. Rows with a problem are never written. Exits 1 when there are problems.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateToLatest } from '@/lib/migrate'
import { applyPlan, formatPlan, planRoster } from '@/move/import-roster'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    photos: { type: 'string' },
    apply: { type: 'boolean', default: false },
    publish: { type: 'boolean', default: false },
  },
})
const [csvFile] = positionals
if (!csvFile || positionals.length > 1) {
  console.error('Usage: npm run import -- roster.csv [--photos ./photos] [--apply] [--publish]')
  process.exit(2)
}

/** A bar redrawn in place, only in a terminal: a log file gets the final line alone. */
function progress(done: number, total: number) {
  if (!process.stdout.isTTY) return
  const width = 30
  const filled = Math.round((done / total) * width)
  process.stdout.write(
    `\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} talents`,
  )
  if (done === total) process.stdout.write('\n')
}

const payload = await getPayload({ config })
await migrateToLatest(payload)
const {
  saved,
  plan,
  problems: allProblems,
} = await planRoster(payload, await readFile(csvFile, 'utf8'), values.photos)
console.log(formatPlan(plan, allProblems))
if (values.apply) {
  await applyPlan(payload, plan, saved, { publish: values.publish, onProgress: progress })
  console.log('Applied.')
} else console.log('\nA dry run: nothing was written. Add --apply to import.')
// The database client keeps the process alive.
process.exit(allProblems.length > 0 ? 1 : 0)
