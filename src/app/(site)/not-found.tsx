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
  // Rendered by Next as the boundary of every page, so it must not log: src/features/errors/page-not-found.ts does.
  if (await requestIsBot()) return null
  const message = pageNotFoundMessage(await requestPath())
  return (
    <ErrorScreen heading={NOT_FOUND_HEADING} title={NOT_FOUND_TITLE}>
      <p>{NOT_FOUND_TEXT}</p>
      <p>{message}</p>
    </ErrorScreen>
  )
}
