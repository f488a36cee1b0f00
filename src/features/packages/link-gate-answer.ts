import { payloadClient } from '@/lib/data/payload'

import { findLink } from './link'
import type { LinkGate } from './link-gate'
import { countLookup } from './rate-limit'

/** The server's answer to the proxy about one link (link-gate.ts), each lookup counted. */
export async function answerLinkGate(token: string, headers: Headers): Promise<LinkGate> {
  const decision = await countLookup(headers)
  if (!decision.allowed) return { kind: 'limited', retryAfterS: decision.retryAfterS }
  const link = await findLink(await payloadClient(), token)
  return { kind: link.kind, locale: link.kind === 'unknown' ? 'en' : link.locale }
}
