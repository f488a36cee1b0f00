import { GA_MEASUREMENT_ID } from '@/cms/globals/settings'
import { Analytics } from '@/features/analytics/analytics.client'
import { buildInfo } from '@/lib/build-info'
import { getMenu, getSettings } from '@/lib/data/globals'

import { menuPrefetchPaths } from './menu-prefetch'
import { ShellRuntime } from './shell-runtime.client'

/** What every visitor page runs besides its content: the shell's runtime and analytics. */
export async function VisitorShell() {
  const [settings, menu] = await Promise.all([getSettings(), getMenu()])
  const { google_analytics_code: measurementId, lazy_page_load } = settings.website
  return (
    <>
      <ShellRuntime
        config={{
          buildId: buildInfo().buildId,
          defaultTheme: settings.website.default_theme,
          defaultTown: settings.website.default_town,
          prefetchPaths: lazy_page_load ? [] : menuPrefetchPaths(menu),
        }}
      />
      {measurementId && GA_MEASUREMENT_ID.test(measurementId) && (
        <Analytics measurementId={measurementId} />
      )}
    </>
  )
}
