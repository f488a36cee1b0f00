import 'server-only'

import { isbot } from 'isbot'
import { headers } from 'next/headers'

/** Crawlers, Lighthouse, link previews and search bots, by their user agent. */
export async function requestIsBot(): Promise<boolean> {
  return isbot((await headers()).get('user-agent'))
}

/** The requested path, set by the proxy (src/proxy.ts) for screens that do not receive it. */
export async function requestPath(): Promise<string> {
  const sent = (await headers()).get('x-roster-path') ?? '/'
  try {
    return decodeURIComponent(sent)
  } catch {
    return sent
  }
}
