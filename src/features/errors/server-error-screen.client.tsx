'use client'

import { useEffect } from 'react'

import { loadingBar } from '@/features/shell/loading-bar'

import { useIsBot } from './bot-context.client'
import { ErrorScreen } from './error-screen'
import { SERVER_ERROR_HEADING, SERVER_ERROR_TEXT } from './error-messages'

/** The server-error screen; for bots nothing is rendered and the error is only logged. */
export function ServerErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const isBot = useIsBot()
  useEffect(() => {
    console.error('Unhandled error', error.digest ?? error.message)
    // A navigation that ended on this screen failed: the loading bar shows its error colour.
    if (loadingBar.isLoading()) loadingBar.fail()
  }, [error])
  if (isBot) return null
  return (
    <ErrorScreen heading={SERVER_ERROR_HEADING}>
      <p>{SERVER_ERROR_TEXT}</p>
    </ErrorScreen>
  )
}
