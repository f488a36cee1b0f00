import { expect, type APIResponse, type Page } from '@playwright/test'

/**
 * Records every Content-Security-Policy violation of a page, its frames included: the browser's
 * `securitypolicyviolation` events, and the console errors Chromium prints for blocked loads.
 */
export function watchCsp(page: Page): { violations: () => Promise<string[]> } {
  const console: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text()))
      console.push(message.text())
  })
  void page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  return {
    violations: async () => {
      const events = await Promise.all(
        page
          .frames()
          .map((frame) =>
            frame
              .evaluate(
                () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
              )
              .catch(() => [] as string[]),
          ),
      )
      return [...events.flat(), ...console]
    },
  }
}

/** The nonce of an HTML answer's policy. */
export function nonceOf(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce, policy).toBeTruthy()
  return nonce!
}

/** Every security header Roster sends, on any answer. */
export function expectSecurityHeaders(response: APIResponse, label: string): void {
  const headers = response.headers()
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], label).toBe('camera=(), microphone=(), geolocation=()')
  expect(headers['x-powered-by'], label).toBeUndefined()
  const policies = response.headersArray().filter((h) => /^content-security-policy$/i.test(h.name))
  expect(policies, label).toHaveLength(1)
  expect(policies[0]!.value, label).toContain("frame-ancestors 'none'")
  // The end-to-end server is served over plain http, not behind a trusted proxy.
  expect(headers['strict-transport-security'], label).toBeUndefined()
}
