import { MAX_SRC_LENGTH, QUALITY_STEP } from './constants'
import { ProxyError } from './errors'
import { PROXY_DEFAULT_QUALITY, PROXY_WIDTHS, type ProxyWidth } from './url'

/** Where the image comes from: a file of the site's media folder, or a remote URL. */
export type ProxySource = { kind: 'media'; filename: string } | { kind: 'remote'; url: URL }

export type ProxyParams = {
  source: ProxySource
  /** Absent: the source's own width (still never upscaled). */
  width: ProxyWidth | null
  quality: number
  version: string | null
  /** Sent upstream as the Referer, and used for nothing else. */
  referer: string | null
}

const MEDIA_PREFIX = '/media/'
/** Paths that would make the proxy call itself (ours and Next's image optimiser). */
const RECURSIVE_PATHS = ['/image/proxy', '/_next/image']
/** A version is a content hash or a timestamp: short and URL-safe. */
const VERSION_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/
/** Canonical positive integers only (no sign, no leading zero), so one variant has one URL. */
const INTEGER_PATTERN = /^[1-9][0-9]{0,5}$/

function bad(message: string): never {
  throw new ProxyError(400, message)
}

function single(query: URLSearchParams, name: string): string | null {
  const values = query.getAll(name)
  if (values.length > 1) bad(`Only one "${name}" parameter is allowed`)
  return values[0] ?? null
}

/** Decodes repeatedly (up to 5 times) so `%252F`-style double encoding cannot hide a path. */
function fullyDecoded(value: string): string {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) return current
    current = next
  }
  return current
}

function isRecursive(path: string): boolean {
  const decoded = fullyDecoded(path)
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
  return RECURSIVE_PATHS.some((recursive) => decoded.includes(recursive))
}

function parseMediaFilename(rest: string): string {
  let filename: string
  try {
    filename = decodeURIComponent(rest)
  } catch {
    bad('Invalid media path')
  }
  // One path segment, no hidden files, no control characters: nothing can leave the media folder.
  if (!filename || /[/\\\x00-\x1f\x7f]/.test(filename) || filename.startsWith('.')) {
    bad('Invalid media path')
  }
  return filename
}

function parseSource(src: string, selfHosts: readonly string[]): ProxySource {
  if (src.length > MAX_SRC_LENGTH) bad('"src" is too long')
  if (src.startsWith(MEDIA_PREFIX)) {
    return { kind: 'media', filename: parseMediaFilename(src.slice(MEDIA_PREFIX.length)) }
  }
  if (src.startsWith('/') || src.startsWith('\\')) bad('"src" must be a /media/ path or a URL')
  let url: URL
  try {
    url = new URL(src)
  } catch {
    bad('"src" must be a /media/ path or an absolute http(s) URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') bad('"src" must use http or https')
  if (selfHosts.includes(url.host.toLowerCase()) || isRecursive(url.pathname)) {
    bad('"src" cannot point at the image proxy')
  }
  url.hash = ''
  return { kind: 'remote', url }
}

function parseReferer(ref: string | null): string | null {
  if (ref === null) return null
  if (ref.length > MAX_SRC_LENGTH) bad('"ref" is too long')
  try {
    const url = new URL(ref)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href
  } catch {
    // answered below
  }
  bad('"ref" must be an absolute http(s) URL')
}

function parseWidth(raw: string | null): ProxyWidth | null {
  if (raw === null) return null
  const width = PROXY_WIDTHS.find((allowed) => String(allowed) === raw)
  if (width === undefined) bad(`"w" must be one of ${PROXY_WIDTHS.join(', ')}`)
  return width
}

export function parseQuality(raw: string | null, step = QUALITY_STEP): number {
  if (raw === null) return PROXY_DEFAULT_QUALITY
  const quality = INTEGER_PATTERN.test(raw) ? Number(raw) : NaN
  if (!(quality >= 1 && quality <= 100)) bad('"q" must be an integer from 1 to 100')
  return Math.min(100, Math.ceil(quality / step) * step)
}

/**
 * Validates the query of `GET /image/proxy`; throws a 400 ProxyError on any mistake.
 * `selfHosts` are the host[:port] names of this site, refused as sources (no proxy loops).
 */
export function parseProxyParams(
  query: URLSearchParams,
  selfHosts: readonly string[],
): ProxyParams {
  const src = single(query, 'src')
  if (src === null || src === '') bad('"src" is required')
  const version = single(query, 'v')
  if (version !== null && !VERSION_PATTERN.test(version)) bad('"v" is not a valid version')
  return {
    source: parseSource(src, selfHosts),
    width: parseWidth(single(query, 'w')),
    quality: parseQuality(single(query, 'q')),
    version,
    referer: parseReferer(single(query, 'ref')),
  }
}
