import 'server-only'

import { headers } from 'next/headers'

/** The nonce the proxy made for this request (src/proxy.ts), for our own inline scripts. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined
}
