/**
 * The lightbox's place in the URL: `#{group}-{n}`, `n` counting from 1. The spec allows the index
 * to be left out (`#{group}` opens the first slide).
 */

export type HashTarget = { group: string; index: number }

export function formatHash(group: string, index: number): string {
  return `#${group}-${index + 1}`
}

/**
 * Reads a hash back. Groups may hold hyphens and digits of their own (`lena-vogel-portfolio`),
 * so `hasGroup` says which names exist on the page: `#a-2` is slide 2 of `a` when `a` exists,
 * else slide 1 of `a-2`.
 */
export function resolveHash(hash: string, hasGroup: (group: string) => boolean): HashTarget | null {
  const value = decodeHash(hash)
  if (!value) return null
  const indexed = /^(.+)-(\d+)$/.exec(value)
  if (indexed) {
    const [, group = '', n = ''] = indexed
    const position = Number(n)
    if (position >= 1 && hasGroup(group)) return { group, index: position - 1 }
  }
  return hasGroup(value) ? { group: value, index: 0 } : null
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The current address without its hash, to clear it with `history.replaceState`. */
export function withoutHash(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`
}
