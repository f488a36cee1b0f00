'use client'

import { useEffect, useSyncExternalStore } from 'react'

import '@/app/(site)/globals.css'
import { ErrorScreen } from '@/features/errors/error-screen'
import { GLOBAL_ERROR_TEXTS } from '@/features/errors/global-error-texts'
import { fontVariables } from '@/lib/fonts/site-fonts'
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '@/lib/i18n/locales'

/** The address never changes under this screen: nothing to subscribe to. */
const unchanging = () => () => {}

/**
 * The last resort, when even the root layout failed: it must bring its own document. Its
 * language is the address's (English while rendered ahead of any request). Every page loads its
 * code, so it draws the error screen's frame itself: ServerErrorScreen's catalogue, loading bar
 * and bot context belong to the layout that failed.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore(
    unchanging,
    () => localeOfPath(window.location.pathname),
    () => DEFAULT_LOCALE,
  )
  useEffect(() => {
    console.error('Unhandled error', error.digest ?? error.message)
  }, [error])
  const texts = GLOBAL_ERROR_TEXTS[locale]
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <ErrorScreen
          heading={texts.serverErrorHeading}
          home={{ href: localizedPath('/', locale), label: texts.goHome }}
        >
          <p>{texts.serverErrorText}</p>
        </ErrorScreen>
      </body>
    </html>
  )
}
