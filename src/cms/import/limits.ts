/**
 * The admin's roster import limits (issue 35), each with its environment variable (README,
 * "Moving in and out"). The ZIP's upload limit stays below the front's body limit
 * (SUBMISSION_MAX_BODY_BYTES, 60 MB), which cuts every request to /cms/api at that size.
 */
const MB = 1024 * 1024

function limit(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

export const importLimits = () => ({
  /** The CSV's size. */
  csvBytes: limit('IMPORT_CSV_MAX_BYTES', 2 * MB),
  /** The ZIP's size as uploaded. */
  zipBytes: limit('IMPORT_ZIP_MAX_BYTES', 50 * MB),
  /** Files and folders in the ZIP. */
  zipEntries: limit('IMPORT_ZIP_MAX_ENTRIES', 2000),
  /** The ZIP's size once unpacked: a small ZIP that unpacks to gigabytes is refused. */
  zipUnpackedBytes: limit('IMPORT_ZIP_MAX_UNPACKED_BYTES', 500 * MB),
})

export type ImportLimits = ReturnType<typeof importLimits>

/** An upload kept for apply: deleted after it, or this long after the dry run. */
export const UPLOAD_KEPT_MS = 60 * 60 * 1000
