/**
 * Media files the image proxy found everyone may fetch (lib/data/media-audience.ts), remembered
 * for a while: it answers many requests for the same pictures, and reading each one's media row
 * cost most of an answer from its memory (docs/benchmarks.md, "Image proxy"). Only "everyone" is
 * remembered, so a picture becomes public at once. A sweep that hides pictures forgets every name
 * in its own process (cms/media/publicity.ts); another instance's sweep reaches this one within
 * REMEMBERED_MS, less than the sweep's own grace before it hides anything.
 *
 * On a global: the bundle may load this module more than once, and each copy must share one memory.
 */
export const REMEMBERED_MS = 30_000
const MOST_NAMES = 10_000

type Memory = Map<string, number>
const MEMORY = Symbol.for('roster.publicMediaNames')
const memory = (): Memory => ((globalThis as { [MEMORY]?: Memory })[MEMORY] ??= new Map())

export function knownPublic(filename: string, now: number = Date.now()): boolean {
  const foundAt = memory().get(filename)
  if (foundAt === undefined) return false
  if (now - foundAt < REMEMBERED_MS) return true
  memory().delete(filename)
  return false
}

export function rememberPublic(filename: string, now: number = Date.now()): void {
  const names = memory()
  names.delete(filename)
  names.set(filename, now)
  // The longest remembered goes first (a Map keeps the order names were set in).
  if (names.size > MOST_NAMES) names.delete(names.keys().next().value!)
}

export function forgetPublicMedia(): void {
  memory().clear()
}
