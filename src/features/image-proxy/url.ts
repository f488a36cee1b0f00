/**
 * Builds addresses of the image proxy (`GET /image/proxy`), the one way the site asks for an image.
 * Site media are addressed by their path under `/media/`; remote images by their full URL.
 */

/** The only widths the proxy serves, so the number of cached variants stays bounded. */
export const PROXY_WIDTHS = [
  64, 128, 256, 320, 480, 640, 750, 828, 1080, 1200, 1600, 1920, 2400,
] as const

export type ProxyWidth = (typeof PROXY_WIDTHS)[number]

export const PROXY_DEFAULT_QUALITY = 75

export type ProxyImageOptions = {
  width?: ProxyWidth
  quality?: number
  /** A content hash or version; with it, site media are cached as immutable. */
  version?: string
  /** Referer to send upstream, for remote CDNs that refuse requests without one. */
  referer?: string
}

export function mediaPath(filename: string): string {
  return `/media/${encodeURIComponent(filename)}`
}

export function proxyImageUrl(src: string, options: ProxyImageOptions = {}): string {
  return proxyImageUrlAt(src, options)(options.width)
}

/** `srcset` for an image of known intrinsic width: every allowed width up to it, never upscaled. */
export function proxySrcSet(
  src: string,
  intrinsicWidth: number,
  options: Omit<ProxyImageOptions, 'width'> = {},
): string {
  const at = proxyImageUrlAt(src, options)
  const widths = PROXY_WIDTHS.filter((width) => width <= intrinsicWidth)
  return widths.map((width) => `${at(width)} ${width}w`).join(', ')
}

/**
 * The addresses of one source at any width, its query encoded once: a srcset repeats the source
 * for up to 13 widths, and a book page draws dozens of pictures in every render.
 */
function proxyImageUrlAt(
  src: string,
  options: Omit<ProxyImageOptions, 'width'>,
): (width?: ProxyWidth) => string {
  const head = new URLSearchParams({ src })
  if (options.referer) head.set('ref', options.referer)
  const tail = new URLSearchParams()
  if (options.quality && options.quality !== PROXY_DEFAULT_QUALITY) {
    tail.set('q', String(options.quality))
  }
  if (options.version) tail.set('v', options.version)
  const start = `/image/proxy?${head.toString()}`
  const rest = tail.toString()
  const end = rest ? `&${rest}` : ''
  return (width) => (width ? `${start}&w=${width}${end}` : `${start}${end}`)
}
