/** Site addresses of content, in one place so links, previews, the API and sitemaps agree. */

export const HOME_SLUG = 'home'

export const pagePath = (slug: string): string => (slug === HOME_SLUG ? '/' : `/${slug}`)

export const bookPath = (bookSlug: string): string => `/${bookSlug}`

export const talentPath = (bookSlug: string, talentSlug: string): string =>
  `/${bookSlug}/${talentSlug}`

export const printPath = (bookSlug: string, talentSlug: string): string =>
  `/print/${bookSlug}/${talentSlug}`

/** A media file as stored, for <video> and downloads (Payload serves it, with range requests). */
export const mediaFileUrl = (filename: string): string =>
  `/cms/api/media/file/${encodeURIComponent(filename)}`

/** A location's own pages: `/{location}-contact`, `/{location}-payment` (`/los-angeles-contact`). */
export const locationPagePath = (locationSlug: string, page: 'contact' | 'payment'): string =>
  `/${locationSlug}-${page}`

/** The query parameter of the draft preview route that names the page to open. */
export const PREVIEW_PATH_PARAM = 'path'

/**
 * A site path seen through draft mode: the admin's Preview button and live preview open this
 * (src/features/preview/enter-preview.ts), which shows staff the latest drafts at `path`.
 */
export const draftPreviewPath = (path: string): string =>
  `/api/_preview?${PREVIEW_PATH_PARAM}=${encodeURIComponent(path)}`

/** Leaves draft mode and returns to `path` as visitors see it (the draft preview bar's Exit). */
export const exitPreviewPath = (path: string): string =>
  `/api/_preview/exit?${PREVIEW_PATH_PARAM}=${encodeURIComponent(path)}`
