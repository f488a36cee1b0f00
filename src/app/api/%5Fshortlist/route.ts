import { TALENTS_PARAM } from '@/features/shortlist/constants'
import { parseShortlist } from '@/features/shortlist/shortlist'
import { jsonWithEtag } from '@/lib/http/json'
import { getShortlistTalents } from '@/lib/data/shortlist'

/**
 * `GET /api/_shortlist?talents=a,b,c`: the public card of each listed talent that is published,
 * in the list's order, and the slugs that name none: `{"data": {"talents": [...], "missing":
 * [...]}}`. Invalid slugs are dropped; at most MAX_SHORTLIST are read. Cached reads only.
 */
export async function GET(request: Request): Promise<Response> {
  const slugs = parseShortlist(new URL(request.url).searchParams.get(TALENTS_PARAM) ?? '')
  return jsonWithEtag(request, { data: await getShortlistTalents(slugs) })
}
