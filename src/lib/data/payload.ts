import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** The one Payload instance of this process (getPayload caches it). */
export const payloadClient = () => getPayload({ config })

/**
 * The query options of a read in one language: a field not translated into it reads as its
 * English, so a visitor never meets an empty title.
 */
export const inLanguage = (locale: Locale) => ({ locale, fallbackLocale: DEFAULT_LOCALE }) as const

/** The public fields of a media document, wherever one is populated. */
export const publicMediaFields = {
  filename: true,
  alt: true,
  caption: true,
  width: true,
  height: true,
  mimeType: true,
  updatedAt: true,
  focalX: true,
  focalY: true,
} as const

export const publicLocationFields = { name: true, slug: true, town: true } as const

/** What a read of site content populates of the documents it relates to. */
export const publicPopulate = {
  media: publicMediaFields,
  locations: publicLocationFields,
  books: { title: true, slug: true },
} as const
