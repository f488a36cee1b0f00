import 'server-only'

import { notFound } from 'next/navigation'

import { pageNotFoundMessage } from './error-messages'
import { requestIsBot, requestPath } from './is-bot'

/**
 * Ends the request with the 404 of an unmatched path. For a bot the not-found screen renders
 * nothing, so the miss is logged here instead (the spec: "the error is only logged").
 */
export async function pageNotFound(): Promise<never> {
  if (await requestIsBot()) console.warn(`[404] ${pageNotFoundMessage(await requestPath())} (bot)`)
  notFound()
}
