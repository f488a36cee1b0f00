import { PageLayout } from '@/features/layout/page-layout'
import { getShellGlobals } from '@/lib/data/globals'
import { fill } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { getMessages, requestLocale } from '@/lib/i18n/server'

import { ErrorScreen } from './error-screen'
import { requestIsBot, requestPath } from './is-bot'

/**
 * The not-found screen in the page's language, with the path that was asked for, inside the
 * site's header and footer so the visitor can go on from it. Rendered by Next as the boundary of
 * every page (app/(site)/not-found.tsx), so it must not log: page-not-found.ts does. Bots get
 * nothing.
 */
export async function NotFoundScreen() {
  if (await requestIsBot()) return null
  const [{ errors }, locale, path] = await Promise.all([
    getMessages(),
    requestLocale(),
    requestPath(),
  ])
  const { menu } = await getShellGlobals(locale)
  return (
    <PageLayout layout="default" menu={menu}>
      <ErrorScreen
        framed
        heading={errors.notFoundHeading}
        title={errors.notFoundTitle}
        home={{ href: localizedPath('/', locale), label: errors.goHome }}
      >
        <p>{errors.notFoundText}</p>
        <p>{fill(errors.pathNotFound, { path })}</p>
      </ErrorScreen>
    </PageLayout>
  )
}
