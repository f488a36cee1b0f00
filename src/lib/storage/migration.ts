/**
 * The pure parts of `npm run media:to-s3` (scripts/media-to-s3.ts): what each local file's
 * object needs, and what the run reports.
 */
import path from 'node:path'

import type { StorageArea } from './layout'

/**
 * What Payload would have recorded for these files: Payload's file route answers with the
 * object's Content-Type, so a copied object must carry the right one.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * One local file's fate. `present`: the bucket already held the same bytes. `copied`/`replaced`:
 * written (over different bytes, for `replaced`) and read back identical. `mismatch`: what was
 * read back differs. `missing`/`differs`: found by a check-only run, which writes nothing.
 * `unlisted`: verified by key but absent from the bucket's listing.
 */
export type FileOutcome =
  'present' | 'copied' | 'replaced' | 'mismatch' | 'missing' | 'differs' | 'unlisted'

const FAILURES: readonly FileOutcome[] = ['mismatch', 'missing', 'differs', 'unlisted']

export type AreaReport = {
  readonly area: StorageArea
  readonly prefix: string
  /** Regular files in the local folder. */
  readonly localFiles: number
  /** Objects under the prefix after the run (may include uploads made since the switch). */
  readonly bucketObjects: number
  /** Local files whose names Payload could not have made (hidden, odd characters): not copied. */
  readonly skippedNames: readonly string[]
  readonly outcomes: ReadonlyArray<{ readonly key: string; readonly outcome: FileOutcome }>
}

export const isFailure = (outcome: FileOutcome): boolean => FAILURES.includes(outcome)

/** Whether every local file is in the bucket with the same checksum. */
export const migrationSucceeded = (reports: readonly AreaReport[]): boolean =>
  reports.every((report) => !report.outcomes.some(({ outcome }) => isFailure(outcome)))

/** The lines printed at the end of a run: counts per area, then every failure by key. */
export function summaryLines(reports: readonly AreaReport[]): string[] {
  const lines: string[] = []
  for (const report of reports) {
    const count = (outcome: FileOutcome) =>
      report.outcomes.filter((entry) => entry.outcome === outcome).length
    const failed = report.outcomes.filter(({ outcome }) => isFailure(outcome))
    lines.push(
      `${report.area} (${report.prefix}/): ${report.localFiles} local files, ` +
        `${count('copied')} copied, ${count('replaced')} replaced, ${count('present')} already there, ` +
        `${failed.length} failed; ${report.bucketObjects} objects in the bucket`,
    )
    for (const name of report.skippedNames) lines.push(`  skipped (not an upload name): ${name}`)
    for (const { key, outcome } of failed) lines.push(`  ${outcome}: ${key}`)
  }
  lines.push(
    migrationSucceeded(reports)
      ? 'Every local file is in the bucket with the same SHA-256.'
      : 'Some files are not in the bucket as they are on disk (listed above).',
  )
  return lines
}
