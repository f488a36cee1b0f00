/** The parts of a click and its link that decide whether the app navigates in place. */
export type ClickLike = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}
export type AnchorLike = { href: string; target: string; hasAttribute: (name: string) => boolean }

/**
 * The page a click on a link leads to within the site, or null when the click opens nothing new
 * here: another site, a new tab or window, a download, the lightbox (`data-gallery`), or the
 * same page (a hash change at most).
 */
export function inSiteTarget(anchor: AnchorLike, click: ClickLike, current: URL): URL | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
    return null
  }
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-gallery')) return null
  let url: URL
  try {
    url = new URL(anchor.href, current)
  } catch {
    return null
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null
  if (url.pathname === current.pathname && url.search === current.search) return null
  return url
}
