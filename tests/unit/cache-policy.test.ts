import { describe, expect, it } from 'vitest'

import { parseBookFilters } from '@/features/books/filters'
import { parsePrintOptions } from '@/features/print/options'
import {
  isBotAgent,
  isPrivateAddress,
  SHARED_QUERY_KEYS,
  sharedPageKey,
  staticFileKey,
} from '@/server/cache-policy.mjs'
import { chooseEncoding } from '@/server/front.mjs'

const key = (url: string, headers: Record<string, string> = {}, method = 'GET', https = false) =>
  sharedPageKey(method, url, headers, https)

describe('which answers every visitor shares', () => {
  it('shares the visitor pages and the page JSON, HEAD included', () => {
    for (const url of [
      '/',
      '/faq',
      '/women',
      '/women/lena-vogel',
      '/print/women/lena-vogel',
      '/shortlist',
      // A shared shortlist: its talents are in the path, nothing else (issue 17).
      '/shortlist/lena-vogel,amara-okafor',
      '/api/women',
    ])
      expect(key(url), url).toBeDefined()
    expect(key('/women', {}, 'HEAD')).toBe(key('/women'))
  })

  it('never shares the admin, APIs of our own or Payload, files, images or the PDFs', () => {
    for (const url of [
      '/admin',
      '/admin/collections/talents',
      '/cms/api/talents',
      '/api/_settings',
      '/api/_search?q=a',
      // A load balancer's health probes must reach the process every time.
      '/api/_health',
      '/api/_health/live',
      '/api/_forms/contact',
      '/_next/static/chunks/a.js',
      '/_test/gallery',
      '/image/proxy?src=/media/a.jpg',
      '/print/women/lena-vogel/pdf',
      '/es/print/women/lena-vogel/pdf',
      '/shortlist/pdf',
      '/es/shortlist/pdf',
      '/shortlist/pdf?talents=lena-vogel&units=cm',
      '/api/_shortlist?talents=lena-vogel',
      '/api/_forms/inquiry',
    ])
      expect(key(url), url).toBeUndefined()
  })

  it('decides on the route Next reaches, escapes decoded', () => {
    for (const url of [
      '/x/%2e%2e/cms/api/payload-jobs/run',
      '/x/%2E%2E/admin',
      '/women/%2e%2e/api/_health',
      '/%63ms/api/talents',
      '/api/%5fbuild',
      '/x%2f..%2fadmin',
      '/women//amara-okafor',
      '/women\\amara-okafor',
      '/%ff',
    ])
      expect(key(url), url).toBeUndefined()
    expect(key('/women/%C3%A1ngela')).toBeDefined()
    expect(isPrivateAddress('/%73hortlist/a,b')).toBe(true)
  })

  it('shares the icons a route draws, and no other file', () => {
    for (const url of ['/icons/icon-32.png', '/icons/icon-512.png', '/favicon.ico'])
      expect(key(url), url).toBeDefined()
    for (const url of ['/icons/icon-32.png?v=1', '/icons/other.png', '/robots.txt', '/a.ico'])
      expect(key(url), url).toBeUndefined()
  })

  it('knows the shared shortlists for private addresses, in every language', () => {
    for (const url of ['/shortlist/lena-vogel', '/es/shortlist/a,b', '/shortlist/a?units=in'])
      expect(isPrivateAddress(url), url).toBe(true)
    for (const url of ['/shortlist', '/es/shortlist', '/women/shortlist-x', '/women', '/'])
      expect(isPrivateAddress(url), url).toBe(false)
  })

  it('never shares what is not a plain read', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(key('/', {}, method)).toBeUndefined()
  })

  it('never shares with staff, draft mode or credentials', () => {
    expect(key('/', { cookie: 'theme=dark; payload-token=abc' })).toBeUndefined()
    expect(key('/', { cookie: '__prerender_bypass=1' })).toBeUndefined()
    expect(key('/', { authorization: 'Bearer x' })).toBeUndefined()
    expect(key('/', { cookie: 'theme=dark' })).toBeDefined()
  })

  it('shares filtered books and print options, not a query it does not know', () => {
    expect(key('/women?hair=blonde&heightMin=170&page=2')).toBeDefined()
    expect(key('/print/women/lena-vogel?layout=card&units=in&print=1')).toBeDefined()
    expect(key('/central-payment?session_id=cs_123')).toBeUndefined()
    expect(key('/?utm_source=newsletter')).toBeUndefined()
  })

  it('knows every query key the book filters and the print card read', () => {
    const seen = new Set<string>()
    const spy = new Proxy({}, { get: (_target, name) => (seen.add(String(name)), undefined) })
    parseBookFilters(spy)
    parsePrintOptions(spy)
    for (const name of seen) expect(SHARED_QUERY_KEYS.has(name), name).toBe(true)
  })

  it('keys navigation payloads, https and crawlers apart from the page, and frames never', () => {
    const page = key('/women')
    const payload = key('/women?_rsc=1x', { rsc: '1', 'next-router-state-tree': '%5B%5D' })
    const prefetch = key('/women?_rsc=1x', { rsc: '1', 'next-router-prefetch': '1' })
    expect(new Set([page, payload, prefetch]).size).toBe(3)
    expect(key('/women', { 'sec-fetch-dest': 'iframe' })).toBeUndefined()
    expect(key('/women', {}, 'GET', true)).not.toBe(page)
  })

  it('gives crawlers pages of their own', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(key('/women', { 'user-agent': chrome })).not.toBe(
      key('/women', { 'user-agent': googlebot }),
    )
    expect(isBotAgent(googlebot)).toBe(true)
    expect(isBotAgent(chrome)).toBe(false)
  })

  it('refuses a path that does not decode', () => {
    expect(key('/%E0%A4%A')).toBeUndefined()
  })
})

describe('which build files the front keeps compressed', () => {
  it('keeps Next’s script and style files, and nothing else there', () => {
    expect(staticFileKey('GET', '/_next/static/chunks/0e5ilc4s4mxmz.js')).toBe(
      '/_next/static/chunks/0e5ilc4s4mxmz.js',
    )
    expect(staticFileKey('HEAD', '/_next/static/chunks/site.css')).toBeDefined()
    expect(staticFileKey('GET', '/_next/static/media/inter.woff2')).toBeUndefined()
    expect(staticFileKey('GET', '/_next/static/chunks/a.js?v=1')).toBeUndefined()
    expect(staticFileKey('GET', '/_next/static/../../package.json.js')).toBeUndefined()
    expect(staticFileKey('GET', '/_next/static/chunks/%2e%2e.js')).toBeUndefined()
    expect(staticFileKey('POST', '/_next/static/chunks/a.js')).toBeUndefined()
    expect(staticFileKey('GET', '/women')).toBeUndefined()
  })
})

describe('the encoding a cached page is sent in', () => {
  it('follows Accept-Encoding: brotli, then gzip, else none', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined()
  })
})
