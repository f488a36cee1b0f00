import { ICON_BACKGROUND, MANIFEST_ICON_SIZES, pngIconPath } from './constants'

/**
 * The web manifest (installable site, Android's home screen): the site's name, its icons in the
 * manifest sizes and the dark theme's ground as theme and splash colour, matching the icon.
 */
export function webManifest(website: { name: string; tagline: string | null }) {
  return {
    name: website.name,
    short_name: website.name,
    description: website.tagline ?? undefined,
    start_url: '/',
    scope: '/',
    display: 'browser',
    lang: 'en',
    theme_color: ICON_BACKGROUND,
    background_color: ICON_BACKGROUND,
    icons: MANIFEST_ICON_SIZES.map((size) => ({
      src: pngIconPath(size),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  }
}
