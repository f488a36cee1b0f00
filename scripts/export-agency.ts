/**
 * `npm run export -- agency.tar.gz [--with-credentials]`: the whole agency in one archive (issue
 * 35; README, "Export and restore"): every collection and global in every language, versions,
 * the inbox, packages and the audit log, and every media file from local disk or S3, behind a
 * manifest of counts and SHA-256 checksums. Staff accounts come without their password hashes,
 * salts, reset tokens and sessions unless `--with-credentials`.
 */
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateToLatest } from '@/lib/migrate'
import { exportAgency } from '@/move/export-agency'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'with-credentials': { type: 'boolean', default: false } },
})
const [file] = positionals
if (!file || positionals.length > 1 || !/\.tar\.gz$|\.tgz$/.test(file)) {
  console.error('Usage: npm run export -- agency.tar.gz [--with-credentials]')
  process.exit(2)
}

const payload = await getPayload({ config })
await migrateToLatest(payload)
let written = 0
const manifest = await exportAgency(payload, file, {
  withCredentials: values['with-credentials'],
  onProgress: () => {
    written++
    if (process.stdout.isTTY) process.stdout.write(`\r${written} entries`)
  },
})
if (process.stdout.isTTY) process.stdout.write('\n')
const { collections, files } = manifest.counts
console.log(
  `Exported to ${file}: ${Object.entries(collections)
    .filter(([, count]) => count > 0)
    .map(([slug, count]) => `${count} ${slug}`)
    .join(', ')}; ${files.media} media files, ${files['submission-photos']} applicants' photos` +
    (manifest.withCredentials ? '; with staff credentials.' : '; without staff credentials.'),
)
// The database client keeps the process alive.
process.exit(0)
