'use client'

import { useSyncExternalStore } from 'react'

import '@/app/(site)/globals.css'
import { GLOBAL_ERROR_TEXTS } from '@/features/errors/global-error-texts'
import { ServerErrorView } from '@/features/errors/server-error-screen.client'
import { fontVariables } from '@/lib/fonts/site-fonts'
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '@/lib/i18n/locales'

/** The address never changes under this screen: nothing to subscribe to. */
const unchanging = () => () => {}

/**
 * The last resort, when even the root layout failed: it must bring its own document. Its
 * language is the address's (English while rendered ahead of any request).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore(
    unchanging,
    () => localeOfPath(window.location.pathname),
    () => DEFAULT_LOCALE,
  )
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <ServerErrorView
          error={error}
          texts={GLOBAL_ERROR_TEXTS[locale]}
          homeHref={localizedPath('/', locale)}
        />
      </body>
    </html>
  )
}
