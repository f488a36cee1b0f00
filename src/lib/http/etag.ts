/** Whether an `If-None-Match` header names this entity tag (weak or strong, or `*`). */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
