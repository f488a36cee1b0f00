import { sitemapParts, urlSetXml } from '@/features/seo/sitemap'
import { listPublished } from '@/lib/data/published'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ part: string }> }

/** `/sitemaps/{n}.xml`: part n of a sitemap too long for one file (see /sitemap.xml). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const part = Number(/^([1-9]\d{0,5})\.xml$/.exec((await params).part)?.[1])
  const entries = await listPublished()
  if (!part || part > sitemapParts(entries.length) || sitemapParts(entries.length) === 1) {
    return new Response('Not found', { status: 404 })
  }
  return new Response(urlSetXml(env.siteUrl, entries, part), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
