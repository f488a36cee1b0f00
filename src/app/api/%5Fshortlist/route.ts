import { TALENTS_PARAM } from '@/features/shortlist/constants'
import { parseShortlist } from '@/features/shortlist/shortlist'
import { jsonWithEtag } from '@/lib/http/json'
import { getShortlistTalents } from '@/lib/data/shortlist'
import { localeParam } from '@/lib/i18n/locale-param'

/**
 * `GET /api/_shortlist?talents=a,b,c`: the public card of each listed talent that is published,
 * in the list's order, and the slugs that name none: `{"data": {"talents": [...], "missing":
 * [...]}}`. Invalid slugs are dropped; at most MAX_SHORTLIST are read. `&locale=es` reads the
 * books' titles and the pictures' alt texts in that language (the proxy gives `/api/_…` none).
 * Cached reads only.
 */
export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url)
  const slugs = parseShortlist(searchParams.get(TALENTS_PARAM) ?? '')
  return jsonWithEtag(request, {
    data: await getShortlistTalents(localeParam(searchParams), slugs),
  })
}
