/** The files of a multiple file picker, which adds to what was chosen before. */
import type { FileItem } from './schema'

/** `chosen` after `current`, leaving out a file that is there already (same name, size, date). */
export function addFiles(current: readonly FileItem[], chosen: readonly FileItem[]): FileItem[] {
  const key = ({ file }: FileItem) =>
    `${file.name}|${file.size}|${'lastModified' in file ? String(file.lastModified) : ''}`
  const seen = new Set(current.map(key))
  const added: FileItem[] = []
  for (const item of chosen) {
    if (seen.has(key(item))) continue
    seen.add(key(item))
    added.push(item)
  }
  return [...current, ...added]
}

/** The list without the file at `index`. */
export function removeFile(current: readonly FileItem[], index: number): FileItem[] {
  return current.filter((_, at) => at !== index)
}
