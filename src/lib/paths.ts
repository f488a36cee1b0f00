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
