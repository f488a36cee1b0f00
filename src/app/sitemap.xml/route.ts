import { sitemapIndexXml, sitemapParts, urlSetXml } from '@/features/seo/sitemap'
import { listPublished } from '@/lib/data/published'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * `/sitemap.xml`: every published page, book and talent at its canonical address in every
 * language (the same addresses but for the prefix, so read once), through the data cache that a
 * publish expires (lib/data/published.ts). Past 50,000 addresses, an index of `/sitemaps/{n}.xml`.
 */
export async function GET(): Promise<Response> {
  const entries = await listPublished()
  const xml =
    sitemapParts(entries.length) > 1
      ? sitemapIndexXml(env.siteUrl, entries)
      : urlSetXml(env.siteUrl, entries)
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
