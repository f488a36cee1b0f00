import { getSettings } from '@/lib/data/globals'
import { jsonWithEtag } from '@/lib/http/json'
import { publicRuntimeConfig } from '@/lib/runtime-config'

/**
 * `GET /api/_settings`: the public site settings (the spec's website.google_analytics_code and
 * more) and the public runtime configuration (`runtimeConfig.recaptchaSiteKey`).
 */
export async function GET(request: Request): Promise<Response> {
  return jsonWithEtag(request, { ...(await getSettings()), runtimeConfig: publicRuntimeConfig() })
}
