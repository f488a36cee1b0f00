/** Next calls this once per server start, before the first request is handled. */
export async function register(): Promise<void> {
  // The build also loads this file; it must not touch a database.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  // Before the first request: rate limits need the socket's address, which Next does not pass on.
  const { installPeerAddressStamp } = await import('./lib/http/client-address')
  installPeerAddressStamp()
  // TRACE and the like answered 405, and security headers on answers the proxy never saw.
  const { installAnswerGuard } = await import('./lib/http/answer-guard')
  installAnswerGuard()
  // The proxy asks this process about package links (features/packages/link-gate.ts).
  const { provideLinkGate } = await import('./features/packages/link-gate')
  const { answerLinkGate } = await import('./features/packages/link-gate-answer')
  provideLinkGate(answerLinkGate)
  const { bootstrap } = await import('./bootstrap')
  await bootstrap()
}
