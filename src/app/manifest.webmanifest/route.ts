import { ICON_CACHE_CONTROL } from '@/features/icons/constants'
import { webManifest } from '@/features/icons/manifest'
import { getSettings } from '@/lib/data/globals'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

export const dynamic = 'force-dynamic'

/** `/manifest.webmanifest`, linked from every visitor page. */
export async function GET(): Promise<Response> {
  // English, as its `lang` says: every page, in either language, links this one address.
  const { website } = await getSettings(DEFAULT_LOCALE)
  return new Response(JSON.stringify(webManifest(website)), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
