import type { Metadata } from 'next'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@/features/seo/constants'
import { MANIFEST_ICON_SIZES } from '@/features/icons/constants'
import { getSettings } from '@/lib/data/globals'
import { mediaVersion } from '@/lib/data/media'
import { canonicalTalentPath } from '@/lib/data/published'
import type { PageData, PublicMedia } from '@/lib/data/types'
import { env } from '@/lib/env'
import { languageAlternates } from '@/lib/i18n/alternates'
import { LOCALES, localizedPath, OPEN_GRAPH_LOCALES } from '@/lib/i18n/locales'
import { requestLocale } from '@/lib/i18n/server'
import { bookPath } from '@/lib/paths'
import type { Locale } from '@/lib/i18n/locales'

type SharedImage = { url: string; width?: number; height?: number; alt: string }

const fromMedia = (media: PublicMedia): SharedImage => ({
  url: proxyImageUrl(mediaPath(media.filename!), {
    width: SOCIAL_CARD_WIDTH,
    version: mediaVersion(media),
  }),
  alt: media.alt,
})

/**
 * The picture a shared link shows: the SEO image staff chose; else a talent's or a book's card
 * (/image/social, made from their pictures and name, under the page's own address in its
 * language); else the settings' default sharing image; else the site icon.
 */
function sharedImage(
  data: PageData,
  canonical: string,
  locale: Locale,
  fallback: PublicMedia | null,
): SharedImage {
  if (data.seo.image?.filename) return fromMedia(data.seo.image)
  if (data.kind !== 'page') {
    return {
      url: `/image/social${localizedPath(canonical, locale)}`,
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      alt: data.title,
    }
  }
  if (fallback?.filename) return fromMedia(fallback)
  const size = MANIFEST_ICON_SIZES.at(-1)!
  return { url: `/icons/icon-${size}.png`, width: size, height: size, alt: data.title }
}

/** A talent shown under several books is one page: its address under its first book. */
async function canonicalPath(locale: Locale, data: PageData): Promise<string> {
  if (data.kind === 'talent')
    return (await canonicalTalentPath(data.talent.id, data.talent.slug)) ?? data.path
  if (data.kind === 'book') return bookPath(data.book.slug)
  return data.path
}

/**
 * Title, description, canonical address, the same page in every language (`hreflang`) and
 * sharing cards (Open Graph, Twitter) of a page, from its SEO fields. The canonical address has
 * no query string: a book's filters are the same page.
 */
export async function pageMetadata(data: PageData): Promise<Metadata> {
  const locale = await requestLocale()
  const [settings, canonical] = await Promise.all([
    getSettings(locale),
    canonicalPath(locale, data),
  ])
  const siteName = settings.website.name
  const title = data.path === '/' ? siteName : `${data.seo.title} · ${siteName}`
  const description = data.seo.description || settings.website.tagline || siteName
  const image = sharedImage(data, canonical, locale, settings.website.share_image)
  // Absolute, as the sitemap lists it: Next would drop the home page's trailing slash.
  const url = `${env.siteUrl}${localizedPath(canonical, locale)}`
  return {
    metadataBase: new URL(env.siteUrl),
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(env.siteUrl, canonical) },
    openGraph: {
      type: data.kind === 'talent' ? 'profile' : 'website',
      title,
      description,
      siteName,
      url,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map(
        (other) => OPEN_GRAPH_LOCALES[other],
      ),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}
