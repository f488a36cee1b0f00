import { createHash } from 'node:crypto'

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

/** The bodies of a page's inline scripts that a browser runs (JSON-LD is data, not script). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) =>
        !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!),
    )
    .map(([, , body]) => body!)
}

/**
 * A page served from the page cache (docs/decisions/0013): no nonce anywhere, no script file
 * tag, and its policy lists the hash of every inline script it has.
 */
export function expectScriptsAllowedByHash(
  response: APIResponse,
  html: string,
  label: string,
): void {
  const policy = response.headers()['content-security-policy'] ?? ''
  const scriptSources = /script-src [^;]*/.exec(policy)![0]
  expect(scriptSources, label).not.toContain("'nonce-")
  expect(html, label).not.toMatch(/<script\b[^>]*\bnonce=/)
  expect(html, label).not.toMatch(/<script\b[^>]*\bsrc=/)
  const scripts = inlineScripts(html)
  expect(scripts.length, label).toBeGreaterThan(0)
  for (const script of scripts) {
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
    expect(scriptSources, `${label}: ${script.slice(0, 60)}`).toContain(hash)
  }
}

/**
 * Every security header Roster sends, on any answer. `framedBySelf`: a draft preview, which the
 * admin's live preview frames (no one else may).
 */
export function expectSecurityHeaders(
  response: APIResponse,
  label: string,
  { framedBySelf = false } = {},
): void {
  const headers = response.headers()
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], label).toBe('camera=(), microphone=(), geolocation=()')
  expect(headers['x-powered-by'], label).toBeUndefined()
  const policies = response.headersArray().filter((h) => /^content-security-policy$/i.test(h.name))
  expect(policies, label).toHaveLength(1)
  expect(policies[0]!.value, label).toContain(`frame-ancestors '${framedBySelf ? 'self' : 'none'}'`)
  // The end-to-end server is served over plain http, not behind a trusted proxy.
  expect(headers['strict-transport-security'], label).toBeUndefined()
}
