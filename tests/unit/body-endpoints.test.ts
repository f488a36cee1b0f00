/**
 * The endpoints that read a visitor's body are left out of the proxy (src/proxy.ts): Next reads
 * every body whole for a proxy, and waits for its end, before the route runs, so a 20 MB post to
 * /api/_forms/inquiry was read before its 413, and a declared length that never came held the
 * request (issue 29). The matcher is checked with Next's own compiler of it, so what Next will do
 * is what is tested; and the headers those answers get instead (the answer guard's) are the
 * proxy's for a JSON answer.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { describe, expect, it } from 'vitest'

import { PACKAGE_ACTIONS } from '@/features/packages/endpoint'
import { fallbackHeaders } from '@/lib/http/answer-guard'
import { securityHeaders, type AnswerFacts } from '@/lib/security/security-headers'
import { config as proxyConfig } from '@/proxy'

/** Every route.ts under these folders of src/app/api, as a URL path Next serves it at. */
function routesUnder(...folders: string[]): string[] {
  const api = path.resolve(import.meta.dirname, '../../src/app/api')
  const found: string[] = []
  const walk = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const segment = decodeURIComponent(entry.name).replace(/^\[(.+)\]$/, 'some-$1')
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${url}/${segment}`)
      else if (entry.name === 'route.ts') found.push(url)
    }
  }
  for (const folder of folders) walk(path.join(api, folder), `/api/${decodeURIComponent(folder)}`)
  return found
}

/** A package client's posts share one route, `[action]`: each action is an endpoint. */
const PACKAGE_ENDPOINTS = PACKAGE_ACTIONS.map((action) => `/api/_packages/some-token/${action}`)

const BODY_ENDPOINTS = [...routesUnder('%5Fforms', '%5Fpayments'), ...PACKAGE_ENDPOINTS]

/** How Next compiles a proxy's `matcher` when it builds (exported, though not in its types). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: readonly string[], config: object) => { regexp: string }[]
}

const proxyRuns = (pathname: string) =>
  getMiddlewareMatchers(proxyConfig.matcher, {}).some((matcher) =>
    new RegExp(matcher.regexp).test(pathname),
  )

const resource = (https: boolean): AnswerFacts => ({
  kind: 'resource',
  nonce: undefined,
  features: { analytics: true, recaptcha: true, stripe: true },
  https,
  framedBySelf: false,
  draftMode: false,
  dev: false,
})

describe('the endpoints that read a body', () => {
  it("are every form, the payment endpoints and a package client's posts", () => {
    expect(BODY_ENDPOINTS).toEqual(
      expect.arrayContaining([
        '/api/_forms/inquiry',
        '/api/_forms/contact',
        '/api/_forms/submission',
        '/api/_payments/webhook',
        '/api/_payments/some-location/checkout',
        '/api/_packages/some-token/vote',
        '/api/_packages/some-token/opened',
        '/api/_packages/some-token/answer',
      ]),
    )
  })

  it.each(BODY_ENDPOINTS)(
    '%s is left out of the proxy, so Next never reads its body first',
    (route) => {
      expect(proxyRuns(route)).toBe(false)
      expect(proxyRuns(`${route}?x=1`)).toBe(false)
      expect(proxyRuns(route.replace('/_', '/%5F'))).toBe(false)
      // Next runs the proxy when the path as sent or as decoded matches: an escaped letter in the
      // last segment reaches the same route.
      const escapedLast = route.replace(/\/(\w)([^/]*)$/, (_, letter: string, rest: string) => {
        return `/%${letter.charCodeAt(0).toString(16)}${rest}`
      })
      if (route.startsWith('/api/_packages/')) expect(proxyRuns(escapedLast)).toBe(false)
    },
  )

  it.each([
    '/',
    '/about',
    '/es/sobre-nosotros',
    '/women/amara-okafor',
    '/api',
    '/api/about',
    '/api/_settings',
    '/api/_preview',
    '/api/_shortlist',
    '/api/_formsx',
    // Not an endpoint: the content API's 404, which reads the language the proxy sets.
    '/api/_forms/x',
    '/api/_forms/contact/x',
    '/api/_payments/central/checkout/x',
    '/api/_payments/webhooks',
    // A package picture is a GET, which no body holds up.
    '/api/_packages/some-token/pictures/1',
    '/cms/api/users/login',
    '/admin',
    '/_next/static/chunks/main.js',
  ])('the proxy still runs for %s', (pathname) => {
    expect(proxyRuns(pathname)).toBe(true)
  })

  it('get the proxy’s headers for a JSON answer from the answer guard instead', () => {
    expect(fallbackHeaders(false)).toEqual(securityHeaders(resource(false)))
    expect(fallbackHeaders(true)).toEqual(securityHeaders(resource(true)))
  })
})
