/** The site's icons: the favicon (an ICO of these sizes), the page icon and the Apple touch icon. */
export const FAVICON_SIZES = [16, 32, 48] as const
export const PAGE_ICON_SIZE = 32
export const APPLE_ICON_SIZE = 180

/** A logo wider (or taller) than this is a wordmark, unreadable at 16 px: the monogram stands in. */
export const MAX_LOGO_ASPECT = 1.5

/** The dark theme's ground and the brand gold (PRODUCT.md, visual direction). */
export const ICON_BACKGROUND = '#11100e'
export const ICON_INK = '#C2A95F'

/** Browsers may keep an icon this long; a new logo shows within the hour. */
export const ICON_CACHE_CONTROL = 'public, max-age=3600'

/** The web manifest's icons (Android's home screen and splash screen ask for these two). */
export const MANIFEST_ICON_SIZES = [192, 512] as const

/** Every icon size served as a PNG: the page icon, the Apple touch icon, the manifest's. */
export const PNG_ICON_SIZES = [PAGE_ICON_SIZE, APPLE_ICON_SIZE, ...MANIFEST_ICON_SIZES] as const

type PngIconSize = (typeof PNG_ICON_SIZES)[number]

/**
 * Where each PNG icon is served (src/app/icons/[file]/route.ts), one address for every
 * language's pages: under `/icons`, which the proxy never routes by language.
 */
export const pngIconFile = (size: PngIconSize) => `icon-${size}.png`
export const pngIconPath = (size: PngIconSize) => `/icons/${pngIconFile(size)}`
