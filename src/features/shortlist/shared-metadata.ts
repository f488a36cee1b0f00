import type { Metadata } from 'next'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { mediaVersion } from '@/lib/data/media'
import type { ShortlistTalent } from '@/lib/data/types'
import { env } from '@/lib/env'

import { talentNames } from './names'
import { sharePath } from './shortlist'

/** A shared shortlist's link preview: its talents by name, the first one's picture. */
export function sharedShortlistMetadata(
  talents: readonly ShortlistTalent[],
  agency: string,
): Metadata {
  const title = `Shortlist: ${talentNames(talents)} · ${agency}`
  const description = `${talents.length} ${talents.length === 1 ? 'talent' : 'talents'} of ${agency}, side by side: ${talentNames(talents, 10)}.`
  const path = sharePath(talents.map((talent) => talent.slug))
  const image = talents.find((talent) => talent.image?.filename)?.image
  return {
    metadataBase: new URL(env.siteUrl),
    title,
    description,
    alternates: { canonical: path },
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
