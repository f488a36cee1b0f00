import { ICON_CACHE_CONTROL } from '@/features/icons/constants'
import { webManifest } from '@/features/icons/manifest'
import { getSettings } from '@/lib/data/globals'

export const dynamic = 'force-dynamic'

/** `/manifest.webmanifest`, linked from every visitor page. */
export async function GET(): Promise<Response> {
  const { website } = await getSettings()
  return new Response(JSON.stringify(webManifest(website)), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
