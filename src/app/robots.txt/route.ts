import { robotsTxt } from '@/features/seo/sitemap'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** `/robots.txt`, built from SITE_URL when the server runs, not when it was built. */
export function GET(): Response {
  return new Response(robotsTxt(env.siteUrl), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
