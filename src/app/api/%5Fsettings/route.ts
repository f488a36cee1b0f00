import { getSettings } from '@/lib/data/globals'
import { jsonWithEtag } from '@/lib/http/json'

/** `GET /api/_settings`: the public site settings (the spec's website.google_analytics_code and more). */
export async function GET(request: Request): Promise<Response> {
  return jsonWithEtag(request, await getSettings())
}
