import { describe, expect, it } from 'vitest'

import { PEER_HEADER, servedOverHttps } from '@/lib/http/client-address'
import {
  answerKind,
  isSelfFrameNavigation,
  securityHeaders,
  type AnswerFacts,
} from '@/lib/security/security-headers'

const facts = (overrides: Partial<AnswerFacts> = {}): AnswerFacts => ({
  kind: 'site',
  nonce: 'abc',
  features: { analytics: false, recaptcha: false, stripe: false },
  https: false,
  framedBySelf: false,
  draftMode: false,
  dev: false,
  ...overrides,
})

describe('answerKind', () => {
  it.each([
    ['/', 'site'],
    ['/women/amara-okafor', 'site'],
    ['/print/women/amara-okafor/pdf', 'site'],
    ['/apiary', 'site'],
    ['/image/other', 'site'],
    ['/media/x.jpg', 'site'],
    ['/admin', 'admin'],
    ['/admin/collections/talents/1', 'admin'],
    ['/api', 'resource'],
    ['/api/women', 'resource'],
    ['/api/_forms/submission', 'resource'],
    ['/cms/api/talents', 'resource'],
    ['/_next/static/chunks/main.js', 'resource'],
    ['/image/proxy', 'image'],
    ['/image/social/women/amara-okafor', 'image'],
  ])('%s is a %s answer', (path, kind) => {
    expect(answerKind(path)).toBe(kind)
  })
})

describe('securityHeaders', () => {
  it('sends the same five headers on every kind of answer', () => {
    for (const kind of ['site', 'admin', 'image', 'resource'] as const) {
      const headers = securityHeaders(facts({ kind }))
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers).not.toHaveProperty('x-powered-by')
    }
  })

  it('gives JSON a policy that loads nothing, and images the same, sandboxed', () => {
    expect(securityHeaders(facts({ kind: 'resource' }))['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(securityHeaders(facts({ kind: 'image' }))['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    )
  })

  it('puts the nonce in the policy of pages and of the admin', () => {
    for (const kind of ['site', 'admin'] as const) {
      expect(securityHeaders(facts({ kind }))['content-security-policy']).toContain(
        "script-src 'self' 'nonce-abc' 'strict-dynamic'",
      )
    }
    expect(securityHeaders(facts({ kind: 'resource' }))['content-security-policy']).not.toContain(
      'nonce',
    )
  })

  it('sends HSTS for a year only over https', () => {
    expect(securityHeaders(facts({ https: true }))['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(securityHeaders(facts())).not.toHaveProperty('strict-transport-security')
  })

  it('lets our own frames show a page, never JSON', () => {
    const page = securityHeaders(facts({ framedBySelf: true }))
    expect(page['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(page['x-frame-options']).toBe('SAMEORIGIN')
    const json = securityHeaders(facts({ kind: 'resource', framedBySelf: true }))
    expect(json['x-frame-options']).toBe('DENY')
  })

  it("lets the admin's live preview frame a draft page, and nothing else", () => {
    const draft = securityHeaders(facts({ draftMode: true }))
    expect(draft['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(draft['x-frame-options']).toBe('SAMEORIGIN')
    const visitor = securityHeaders(facts())
    expect(visitor['content-security-policy']).toContain("frame-ancestors 'none'")
    // The admin, the APIs and Next's files keep their own rules in draft mode.
    for (const kind of ['admin', 'resource'] as const) {
      const other = securityHeaders(facts({ kind, draftMode: true }))
      expect(other['content-security-policy'], kind).toContain("frame-ancestors 'none'")
    }
  })
})

describe('isSelfFrameNavigation', () => {
  const headers = (dest: string, site: string) =>
    new Headers({ 'sec-fetch-dest': dest, 'sec-fetch-site': site })
  it('is a frame of ours asking for a page of ours', () => {
    expect(isSelfFrameNavigation(headers('iframe', 'same-origin'))).toBe(true)
    expect(isSelfFrameNavigation(headers('frame', 'same-origin'))).toBe(true)
  })
  it('is not a frame of another site, nor a top-level visit', () => {
    expect(isSelfFrameNavigation(headers('iframe', 'cross-site'))).toBe(false)
    expect(isSelfFrameNavigation(headers('iframe', 'same-site'))).toBe(false)
    expect(isSelfFrameNavigation(headers('document', 'same-origin'))).toBe(false)
    expect(isSelfFrameNavigation(new Headers())).toBe(false)
  })
})

describe('servedOverHttps', () => {
  const request = (peer: string, proto?: string) =>
    new Headers({ [PEER_HEADER]: peer, ...(proto ? { 'x-forwarded-proto': proto } : {}) })

  it('is true whenever SITE_URL is https', () => {
    expect(servedOverHttps(request('203.0.113.9'), 'https://roster.example', [])).toBe(true)
  })

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    const site = 'http://localhost:3000'
    expect(servedOverHttps(request('10.0.0.2', 'https'), site, ['10.0.0.0/8'])).toBe(true)
    expect(servedOverHttps(request('10.0.0.2', 'https, http'), site, ['10.0.0.0/8'])).toBe(true)
    expect(servedOverHttps(request('10.0.0.2', 'http'), site, ['10.0.0.0/8'])).toBe(false)
    expect(servedOverHttps(request('203.0.113.9', 'https'), site, ['10.0.0.0/8'])).toBe(false)
    expect(servedOverHttps(request('203.0.113.9', 'https'), site, [])).toBe(false)
    expect(
      servedOverHttps(new Headers({ 'x-forwarded-proto': 'https' }), site, ['10.0.0.0/8']),
    ).toBe(false)
  })
})
