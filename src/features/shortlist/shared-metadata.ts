import type { Metadata } from 'next'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { mediaVersion } from '@/lib/data/media'
import type { ShortlistTalent } from '@/lib/data/types'
import { env } from '@/lib/env'
import { languageAlternates } from '@/lib/i18n/alternates'
import { fill, plural } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { getMessages, requestLocale } from '@/lib/i18n/server'

import { talentNames } from './names'
import { sharePath } from './shortlist'

/** A shared shortlist's link preview in the page's language: its talents by name, the first one's picture. */
export async function sharedShortlistMetadata(
  talents: readonly ShortlistTalent[],
  agency: string,
): Promise<Metadata> {
  const [{ shortlist }, locale] = await Promise.all([getMessages(), requestLocale()])
  const title = fill(shortlist.sharedTitle, { names: talentNames(talents, 3, shortlist), agency })
  const description = fill(plural(locale, talents.length, shortlist.sharedDescription), {
    count: talents.length,
    agency,
    names: talentNames(talents, 10, shortlist),
  })
  const sharedPath = sharePath(talents.map((talent) => talent.slug))
  const path = localizedPath(sharedPath, locale)
  const image = talents.find((talent) => talent.image?.filename)?.image
  return {
    metadataBase: new URL(env.siteUrl),
    title,
    description,
    alternates: { canonical: path, languages: languageAlternates(env.siteUrl, sharedPath) },
    robots: { index: false },
    openGraph: {
      title,
      description,
      siteName: agency,
      url: path,
      images: image?.filename
        ? [
            {
              url: proxyImageUrl(mediaPath(image.filename), {
                width: 1200,
                version: mediaVersion(image),
              }),
            },
          ]
        : undefined,
    },
  }
}
