import { getSettings } from '@/lib/data/globals'
import { jsonWithEtag } from '@/lib/http/json'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { publicRuntimeConfig } from '@/lib/runtime-config'

/**
 * `GET /api/_settings`: the public site settings (the spec's website.google_analytics_code and
 * more) and the public runtime configuration (`runtimeConfig.recaptchaSiteKey`).
 */
export async function GET(request: Request): Promise<Response> {
  return jsonWithEtag(request, {
    // English: no page of ours asks it, and the proxy gives `/api/_…` no language.
    ...(await getSettings(DEFAULT_LOCALE)),
    runtimeConfig: publicRuntimeConfig(),
  })
}
