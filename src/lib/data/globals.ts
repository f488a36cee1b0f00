import 'server-only'

import { unstable_rethrow } from 'next/navigation'
import { cache } from 'react'

import { cacheTags } from '@/lib/cache-tags'
import { noteExpiry } from '@/lib/cache/render-record.mjs'
import type { Locale } from '@/lib/i18n/locales'

import { cachedRead } from './cached'
import { asPublicMedia } from './media'
import { getMenu } from './menu'
import { inLanguage, payloadClient, publicMediaFields } from './payload'
import type { MenuItem, PublicMedia } from './types'

export type PublicSettings = {
  website: {
    name: string
    tagline: string | null
    logo: PublicMedia | null
    /** The sharing image of pages without an SEO image of their own. */
    share_image: PublicMedia | null
    google_analytics_code: string | null
    lazy_page_load: boolean
    default_theme: 'system' | 'light' | 'dark'
    default_town: 'LA' | 'CENTRAL'
  }
  social: { platform: string; url: string }[]
}

/** What a site without settings, or whose settings cannot be read, shows. */
const DEFAULT_SETTINGS: PublicSettings = {
  website: {
    name: 'Roster',
    tagline: null,
    logo: null,
    share_image: null,
    google_analytics_code: null,
    lazy_page_load: false,
    default_theme: 'system',
    default_town: 'LA',
  },
  social: [],
}

export const getSettings = cachedRead(
  'settings',
  async (locale: Locale): Promise<PublicSettings> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({
      slug: 'settings',
      depth: 1,
      overrideAccess: false,
      ...inLanguage(locale),
      populate: { media: publicMediaFields },
    })
    const website = settings.website
    return {
      website: {
        name: website?.name ?? DEFAULT_SETTINGS.website.name,
        tagline: website?.tagline ?? null,
        logo: asPublicMedia(website?.logo),
        share_image: asPublicMedia(website?.share_image),
        google_analytics_code: website?.google_analytics_code || null,
        lazy_page_load: website?.lazy_page_load ?? DEFAULT_SETTINGS.website.lazy_page_load,
        default_theme: website?.default_theme ?? DEFAULT_SETTINGS.website.default_theme,
        default_town: website?.default_town ?? DEFAULT_SETTINGS.website.default_town,
      },
      social: (settings.social ?? []).map(({ platform, url }) => ({ platform, url })),
    }
  },
  () => [cacheTags.settings, cacheTags.media],
)

/**
 * The analytics id as stored, read once as the server starts (src/bootstrap.ts): before any
 * request, so outside the data cache.
 */
export async function storedMeasurementId(): Promise<string | null | undefined> {
  const settings = await (await payloadClient()).findGlobal({ slug: 'settings', depth: 0 })
  return settings.website?.google_analytics_code
}

export type PublicFooter = {
  text: string | null
  links: { label: string; slug: string }[]
  copyright: string | null
}

/**
 * For the document and the shell around every page, including the server-error screen: the
 * settings and menu, or when they cannot be read (the database is down and they are not cached)
 * the defaults and no menu, so that screen still renders with its real status. The fallback is
 * never cached: the next request reads again.
 */
export const getShellGlobals = cache(
  async (locale: Locale): Promise<{ settings: PublicSettings; menu: MenuItem[] }> => {
    try {
      const [settings, menu] = await Promise.all([getSettings(locale), getMenu(locale)])
      return { settings, menu }
    } catch (error) {
      unstable_rethrow(error)
      console.error(`Settings unavailable, the shell uses its defaults: ${String(error)}`)
      // A page made with the defaults is not what the agency set: kept for everyone, it is
      // rendered again on its next visit.
      noteExpiry(new Date())
      return { settings: DEFAULT_SETTINGS, menu: [] }
    }
  },
)

export const getFooter = cachedRead(
  'footer',
  async (locale: Locale): Promise<PublicFooter> => {
    const payload = await payloadClient()
    const footer = await payload.findGlobal({
      slug: 'footer',
      depth: 0,
      overrideAccess: false,
      ...inLanguage(locale),
    })
    return {
      text: footer.text ?? null,
      links: (footer.links ?? []).map(({ label, slug }) => ({ label, slug })),
      copyright: footer.copyright ?? null,
    }
  },
  () => [cacheTags.footer],
)
