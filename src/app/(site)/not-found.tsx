import { ErrorScreen } from '@/features/errors/error-screen'
import {
  NOT_FOUND_HEADING,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  pageNotFoundMessage,
} from '@/features/errors/error-messages'
import { requestIsBot, requestPath } from '@/features/errors/is-bot'

export const metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFound() {
  const message = pageNotFoundMessage(await requestPath())
  if (await requestIsBot()) {
    console.warn(`[404] ${message} (bot)`)
    return null
  }
  return (
    <ErrorScreen heading={NOT_FOUND_HEADING} title={NOT_FOUND_TITLE}>
      <p>{NOT_FOUND_TEXT}</p>
      <p>{message}</p>
    </ErrorScreen>
  )
}
