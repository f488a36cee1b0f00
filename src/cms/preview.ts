import type { LivePreviewConfig } from 'payload'

import { env } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale, localizedPath } from '@/lib/i18n/locales'
import { draftPreviewPath } from '@/lib/paths'

/**
 * Where the admin's Preview button opens a document at `path`: the site, in draft mode, in the
 * language staff are editing (the admin's locale menu), so a Spanish draft previews in Spanish.
 */
export const draftPreviewUrl = (path: string, locale: string | undefined): string =>
  `${env.siteUrl}${draftPreviewPath(localizedPath(path, isLocale(locale) ? locale : DEFAULT_LOCALE))}`

/**
 * The live preview beside the form of pages, books and talents: the same draft-mode address as
 * the collection's Preview button, framed at the widths visitors use.
 */
export const livePreview: LivePreviewConfig & { collections: string[] } = {
  collections: ['pages', 'books', 'talents'],
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: ({ data, collectionConfig, locale, req }) =>
    collectionConfig?.admin.preview?.(data, { locale: locale?.code, req, token: null }) ?? null,
}
