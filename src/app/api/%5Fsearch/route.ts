import { SEARCH_MAX_QUERY_LENGTH } from '@/features/search/constants'
import { searchRefusal } from '@/features/search/rate-limit'
import { searchSite } from '@/features/search/search-index'
import { jsonWithEtag } from '@/lib/http/json'
import { localeParam } from '@/lib/i18n/locale-param'

/**
 * `GET /api/_search?q=`: published talents by name and books by title, best first, at most 20:
 * `{"data": [{kind, label, url, detail, image, match}]}`; `&locale=es` reads the titles and
 * writes the details in that language (the addresses stay unprefixed: the page that asked adds
 * its own). An empty query finds nothing; a query over 100 characters is refused with 400; more
 * than SEARCH_RATE_LIMIT a minute from one address with 429.
 */
export async function GET(request: Request): Promise<Response> {
  const refusal = await searchRefusal(request)
  if (refusal) return refusal
  const { searchParams } = new URL(request.url)
  const query = searchParams.get('q') ?? ''
  const locale = localeParam(searchParams)
  if (query.length > SEARCH_MAX_QUERY_LENGTH) {
    return jsonWithEtag(
      request,
      {
        statusCode: 400,
        message: `The search text is limited to ${SEARCH_MAX_QUERY_LENGTH} characters.`,
      },
      400,
    )
  }
  return jsonWithEtag(request, { data: await searchSite(locale, query) })
}
