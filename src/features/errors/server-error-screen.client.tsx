'use client'

import { useEffect } from 'react'

import { loadingBar } from '@/features/shell/loading-bar'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'
import type { Messages } from '@/lib/i18n/messages/en'

import { useIsBot } from './bot-context.client'
import { ErrorScreen } from './error-screen'

export type ServerErrorTexts = Pick<
  Messages['errors'],
  'serverErrorHeading' | 'serverErrorText' | 'goHome'
>

type ServerErrorViewProps = {
  error: Error & { digest?: string }
  texts: ServerErrorTexts
  homeHref: string
}

/** The server-error screen in the page's language, inside the site's layout (app/(site)/error.tsx). */
export function ServerErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const { errors } = useMessages()
  const locale = useLocale()
  return <ServerErrorView error={error} texts={errors} homeHref={localizedPath('/', locale)} />
}

/**
 * The server-error screen with its texts given: global-error.tsx renders it outside the layout,
 * where no catalogue is provided. For bots nothing is rendered and the error is only logged.
 */
export function ServerErrorView({ error, texts, homeHref }: ServerErrorViewProps) {
  const isBot = useIsBot()
  useEffect(() => {
    console.error('Unhandled error', error.digest ?? error.message)
    // A navigation that ended on this screen failed: the loading bar shows its error colour.
    if (loadingBar.isLoading()) loadingBar.fail()
  }, [error])
  if (isBot) return null
  return (
    <ErrorScreen heading={texts.serverErrorHeading} home={{ href: homeHref, label: texts.goHome }}>
      <p>{texts.serverErrorText}</p>
    </ErrorScreen>
  )
}
