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
  const params = new URLSearchParams({ src })
  if (options.referer) params.set('ref', options.referer)
  if (options.width) params.set('w', String(options.width))
  if (options.quality && options.quality !== PROXY_DEFAULT_QUALITY) {
    params.set('q', String(options.quality))
  }
  if (options.version) params.set('v', options.version)
  return `/image/proxy?${params.toString()}`
}

/** `srcset` for an image of known intrinsic width: every allowed width up to it, never upscaled. */
export function proxySrcSet(
  src: string,
  intrinsicWidth: number,
  options: Omit<ProxyImageOptions, 'width'> = {},
): string {
  const widths = PROXY_WIDTHS.filter((width) => width <= intrinsicWidth)
  return widths.map((width) => `${proxyImageUrl(src, { ...options, width })} ${width}w`).join(', ')
}
