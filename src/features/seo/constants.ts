/** Search and sharing: the sitemap's limits, the social card's size, the crawl rules. */

import { LOCALES, localizedPath } from '@/lib/i18n/locales'

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); past that, an index of files. */
export const SITEMAP_MAX_URLS = 50_000

/** The size Open Graph and Twitter's large card show without cropping. */
export const SOCIAL_CARD_WIDTH = 1200
export const SOCIAL_CARD_HEIGHT = 630
export const SOCIAL_CARD_QUALITY = 82

/** Pictures on a book's card: its first talents. */
export const BOOK_CARD_PICTURES = 3

/**
 * Never crawled: the admin, Payload's and our APIs (forms post there), the print cards, and the
 * test routes, in every language. Form endpoints live under `/api/_forms` and `/api/_payments`.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/cms',
  '/api',
  ...['/print', '/_test'].flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale))),
  // Packages' links (`/p/{token}`): with the slash, so a book such as `/people` stays allowed.
  ...LOCALES.map((locale) => `${localizedPath('/p', locale)}/`),
]

/** The server rebuilds a card when its content changes; crawlers and browsers ask again hourly. */
export const SOCIAL_CARD_CACHE_CONTROL = 'public, max-age=3600'
