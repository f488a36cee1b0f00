/**
 * Instagram profile URLs: the only accepted shape is https://(www.|m.)instagram.com/{handle}/,
 * with an optional query string or fragment. Anything else, look-alike hosts included, has no handle.
 */

const PROFILE_URL =
  /^https?:\/\/(?:(?:www|m)\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:[?#].*)?$/

/** Paths on instagram.com that are not profiles. */
const NOT_PROFILES = new Set([
  'p',
  'reel',
  'reels',
  'explore',
  'stories',
  'accounts',
  'about',
  'tv',
])

export function instagramHandle(url: string | null | undefined): string | null {
  if (!url) return null
  const match = PROFILE_URL.exec(url.trim())
  const handle = match?.[1]
  if (!handle || NOT_PROFILES.has(handle.toLowerCase())) return null
  if (handle.startsWith('.') || handle.endsWith('.') || handle.includes('..')) return null
  return handle
}

export const instagramProfileUrl = (handle: string): string =>
  `https://www.instagram.com/${handle}/`
