/**
 * The page a preview link may send a staff member to: a path on this site, never another origin.
 *
 * Browsers read a Location of `//evil.example` or `/\evil.example` as another host, drop tabs and
 * newlines before they read it (`/\t/evil.example`), and a path that normalises to either
 * (`/.//evil.example`, `/%2e%2e//evil.example`) is the same trap. Encoded slashes
 * (`/%2F%2Fevil.example`) are a path to the browser, but the site may decode them on its way in.
 * So the path is refused when, as sent or fully decoded, it holds a control character, a space,
 * a backslash, or an empty segment (`//`) after normalising.
 */
const ORIGIN = 'http://site.invalid'

/** C0 controls, space, DEL and the C1 controls, and the backslash browsers take for `/`. */
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\\]/

/** Each decoding can reveal another layer (`%252F` → `%2F` → `/`); deeper than this is refused. */
const MAX_DECODINGS = 4

export function sitePath(raw: string | null): string | null {
  if (raw === null || !raw.startsWith('/') || UNSAFE.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== ORIGIN) return null
  const decoded = fullyDecoded(url.pathname)
  if (decoded === null || !decoded.startsWith('/') || decoded.includes('//')) return null
  if (UNSAFE.test(decoded)) return null
  return `${url.pathname}${url.search}`
}

function fullyDecoded(path: string): string | null {
  let current = path
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}
