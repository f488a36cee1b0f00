import { describe, expect, it } from 'vitest'

import {
  documentPolicy,
  parsePolicy,
  policyAllowsAnalytics,
  type DocumentPolicyOptions,
} from '@/lib/security/content-security-policy'
import { newNonce } from '@/lib/security/nonce'

const OFF = { analytics: false, recaptcha: false, stripe: false }

const policy = (overrides: Partial<DocumentPolicyOptions> = {}) =>
  parsePolicy(
    documentPolicy({
      surface: 'site',
      nonce: 'bm9uY2U=',
      features: OFF,
      https: false,
      framedBySelf: false,
      dev: false,
      ...overrides,
    }),
  )

const GOOGLE_ANALYTICS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

describe('the page policy', () => {
  it('runs scripts by nonce and strict-dynamic only, never inline or eval', () => {
    const directives = policy()
    expect(directives.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(directives.get('form-action')).toEqual(["'self'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('default-src')).toEqual(["'self'"])
    for (const surface of ['site', 'admin'] as const) {
      const text = documentPolicy({
        surface,
        nonce: 'x',
        features: { analytics: true, recaptcha: true, stripe: true },
        https: true,
        framedBySelf: true,
        dev: false,
      })
      const scripts = parsePolicy(text).get('script-src') ?? []
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
    }
  })

  it('allows Google Analytics only when a measurement id is set', () => {
    for (const name of ['script-src', 'img-src', 'connect-src']) {
      expect(policy().get(name)).not.toEqual(expect.arrayContaining([GOOGLE_ANALYTICS[0]]))
      expect(policy({ features: { ...OFF, analytics: true } }).get(name)).toEqual(
        expect.arrayContaining(GOOGLE_ANALYTICS),
      )
    }
    const text = (analytics: boolean) =>
      documentPolicy({
        surface: 'site',
        nonce: 'x',
        features: { ...OFF, analytics },
        https: false,
        framedBySelf: false,
        dev: false,
      })
    expect(policyAllowsAnalytics(text(true))).toBe(true)
    expect(policyAllowsAnalytics(text(false))).toBe(false)
    expect(policyAllowsAnalytics(null)).toBe(false)
  })

  it('allows reCAPTCHA scripts and frames only when a site key is set', () => {
    const on = policy({ features: { ...OFF, recaptcha: true } })
    expect(on.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    )
    expect(on.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    )
    const off = policy()
    expect(off.get('script-src')!.join(' ')).not.toContain('recaptcha')
    expect(off.get('frame-src')!.join(' ')).not.toContain('recaptcha')
  })

  it('lets forms go to Stripe Checkout only when payments are on', () => {
    expect(policy({ features: { ...OFF, stripe: true } }).get('form-action')).toEqual([
      "'self'",
      'https://checkout.stripe.com',
    ])
    expect(policy().get('form-action')).toEqual(["'self'"])
  })

  it('frames the lightbox’s video players, and our own pages for our own frames only', () => {
    expect(policy().get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ])
    expect(policy({ framedBySelf: true }).get('frame-ancestors')).toEqual(["'self'"])
  })

  it('gives the admin none of the site’s third parties', () => {
    const admin = policy({
      surface: 'admin',
      features: { analytics: true, recaptcha: true, stripe: true },
    })
    const text = [...admin.values()].flat().join(' ')
    expect(text).not.toMatch(/google|gstatic|stripe|youtube|vimeo/)
    expect(admin.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"])
    expect(admin.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('upgrades insecure requests over https, and allows eval in development only', () => {
    expect(policy({ https: true }).has('upgrade-insecure-requests')).toBe(true)
    expect(policy().has('upgrade-insecure-requests')).toBe(false)
    expect(policy({ dev: true }).get('script-src')).toContain("'unsafe-eval'")
  })
})

describe('nonces', () => {
  it('are 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
