import type { Metadata } from 'next'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { getSettings } from '@/lib/data/globals'
import { mediaVersion } from '@/lib/data/media'
import type { PageData } from '@/lib/data/types'
import { env } from '@/lib/env'

/** Title, description, canonical address and sharing image of a page, from its SEO fields. */
export async function pageMetadata(data: PageData): Promise<Metadata> {
  const settings = await getSettings()
  const siteName = settings.website.name
  const title = data.path === '/' ? siteName : `${data.seo.title} · ${siteName}`
  const image = data.seo.image
  return {
    metadataBase: new URL(env.siteUrl),
    title,
    description: data.seo.description || settings.website.tagline || undefined,
    alternates: { canonical: data.path },
    openGraph: {
      title,
      siteName,
      url: data.path,
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
