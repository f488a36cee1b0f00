/**
 * `npm run restore -- agency.tar.gz [--replace]`: puts an archive of `npm run export` into this
 * site's database (SQLite, or PostgreSQL by DATABASE_URL) and storage (local, or S3 by
 * S3_BUCKET). Every checksum is verified before anything is written; a damaged archive is
 * refused naming the entry at fault. A database that holds anything is refused unless
 * `--replace`. Stop the site first. Exit status 1 when refused, 2 for wrong arguments.
 */
import { access } from 'node:fs/promises'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateToLatest } from '@/lib/migrate'
import { ArchiveRefused } from '@/move/archive'
import { restoreAgency } from '@/move/restore-agency'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
})
const [file] = positionals
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- agency.tar.gz [--replace]')
  process.exit(2)
}
if (
  !(await access(file).then(
    () => true,
    () => false,
  ))
) {
  console.error(`No such archive: ${file}`)
  process.exit(2)
}

const payload = await getPayload({ config })
await migrateToLatest(payload)
try {
  const manifest = await restoreAgency(payload, file, { replace: values.replace })
  const { tables, files } = manifest.counts
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0)
  console.log(
    `Restored ${file}: ${rows} rows in ${Object.keys(tables).length} tables, ` +
      `${files.media + files['submission-photos']} files` +
      (manifest.withCredentials ? '.' : '. Staff set their passwords again ("Forgot password").'),
  )
  process.exit(0)
} catch (error) {
  if (!(error instanceof ArchiveRefused)) throw error
  console.error(`Refused: ${error.message}`)
  process.exit(1)
}
