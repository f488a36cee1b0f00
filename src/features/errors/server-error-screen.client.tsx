'use client'

import { useEffect } from 'react'

import { loadingBar } from '@/features/shell/loading-bar'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { useIsBot } from './bot-context.client'
import { ErrorScreen } from './error-screen'

/**
 * The server-error screen in the page's language, inside the site's layout (app/(site)/error.tsx).
 * For bots nothing is rendered and the error is only logged.
 */
export function ServerErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const { errors } = useMessages()
  const locale = useLocale()
  const isBot = useIsBot()
  useEffect(() => {
    console.error('Unhandled error', error.digest ?? error.message)
    // A navigation that ended on this screen failed: the loading bar shows its error colour.
    if (loadingBar.isLoading()) loadingBar.fail()
  }, [error])
  if (isBot) return null
  return (
    <ErrorScreen
      heading={errors.serverErrorHeading}
      home={{ href: localizedPath('/', locale), label: errors.goHome }}
    >
      <p>{errors.serverErrorText}</p>
    </ErrorScreen>
  )
}
