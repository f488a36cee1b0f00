import { headers } from 'next/headers'

import { Analytics, ConsentBanner } from '@/features/analytics/lazy.client'
import { buildInfo } from '@/lib/build-info'
import { getShellGlobals } from '@/lib/data/globals'
import { localizedPath } from '@/lib/i18n/locales'
import { requestLocale } from '@/lib/i18n/server'
import { policyAllowsAnalytics } from '@/lib/security/content-security-policy'
import { isMeasurementId, rememberAnalytics } from '@/lib/security/site-features'

import { menuPrefetchPaths } from './menu-prefetch'
import { ShellRuntime } from './shell-runtime.client'

/**
 * What every visitor page runs besides its content: the shell's runtime, and with a measurement
 * id the consent banner and analytics (which waits for the visitor's yes).
 */
export async function VisitorShell() {
  const locale = await requestLocale()
  const [{ settings, menu }, requestHeaders] = await Promise.all([
    getShellGlobals(locale),
    headers(),
  ])
  const { google_analytics_code: measurementId, lazy_page_load } = settings.website
  // Keeps the proxy's memory in step with the settings (lib/security/site-features.ts); the tag
  // loads only where this page's own policy (set by the proxy) lets it reach Google.
  rememberAnalytics(measurementId)
  const analyticsAllowed = policyAllowsAnalytics(requestHeaders.get('content-security-policy'))
  return (
    <>
      <ShellRuntime
        config={{
          buildId: buildInfo().buildId,
          defaultTheme: settings.website.default_theme,
          defaultTown: settings.website.default_town,
          prefetchPaths: lazy_page_load
            ? []
            : menuPrefetchPaths(menu).map((path) => localizedPath(path, locale)),
        }}
      />
      {isMeasurementId(measurementId) && analyticsAllowed && (
        <>
          <ConsentBanner />
          <Analytics measurementId={measurementId} />
        </>
      )}
    </>
  )
}
