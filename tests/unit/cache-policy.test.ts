import { describe, expect, it } from 'vitest'

import { BOOK_QUERY_KEYS, parseBookFilters } from '@/features/books/filter-query.mjs'
import { PRINT_QUERY_KEYS, parsePrintOptions } from '@/features/print/print-query.mjs'
import {
  isBotAgent,
  isPrivateAddress,
  rendersForVisitor,
  sharedPage,
  staticFileKey,
} from '@/server/cache-policy.mjs'
import { chooseEncoding } from '@/server/front.mjs'

type Headers = Record<string, string>

/** The build's preview mode id, which a draft mode cookie holds when draft mode is on. */
const DRAFT_MODE_ID = 'the-builds-preview-id'
const shared = (url: string, headers: Headers = {}, method = 'GET', https = false) =>
  sharedPage(method, url, headers, { https, draftModeId: DRAFT_MODE_ID })
const renders = (url: string, headers: Headers) => rendersForVisitor(url, headers, DRAFT_MODE_ID)
const key = (url: string, headers: Headers = {}, method = 'GET', https = false) =>
  shared(url, headers, method, https)?.key
const address = (url: string, headers: Headers = {}) => shared(url, headers)?.address

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
      // The sitemaps, read whole by every crawler.
      '/sitemap.xml',
      '/sitemaps/2.xml',
    ])
      expect(key(url), url).toBeDefined()
    expect(key('/sitemaps/0.xml')).toBeUndefined()
    // A sitemap reads no query: every query is the one sitemap, not a new entry.
    for (const query of ['?page=2', '?hair=red&page=9', '?x=1'])
      expect(key(`/sitemap.xml${query}`), query).toBe(key('/sitemap.xml'))
    expect(key('/sitemap.xml.bak')).toBeUndefined()
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
      '/api/_metrics',
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
    for (const url of ['/icons/other.png', '/robots.txt', '/a.ico'])
      expect(key(url), url).toBeUndefined()
  })

  it('knows the shared shortlists for private addresses, in every language', () => {
    for (const url of ['/shortlist/lena-vogel', '/es/shortlist/a,b', '/shortlist/a?units=in'])
      expect(isPrivateAddress(url), url).toBe(true)
    for (const url of ['/shortlist', '/es/shortlist', '/women/shortlist-x', '/women', '/'])
      expect(isPrivateAddress(url), url).toBe(false)
  })

  it('never shares a package’s link, in any language or spelling (issue 32)', () => {
    const token = 'q0Vx3xY8_-abcdefghijklmnopqrstuvwxyzABCDEFG'
    for (const url of [
      `/p/${token}`,
      `/p/${token}?utm_source=mail`,
      `/p/${token}/pdf`,
      `/es/p/${token}`,
      `/%70/${token}`,
      '/p',
      '/p/',
    ])
      expect(shared(url), url).toBeUndefined()
    // A book or page whose slug merely starts with p is shared as before.
    expect(shared('/people')).toBeDefined()
  })

  it('never shares what is not a plain read', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(key('/', {}, method)).toBeUndefined()
  })

  it('never shares in draft mode, as Next decides it: the cookie holds the build’s id', () => {
    for (const cookie of [
      `__prerender_bypass=${DRAFT_MODE_ID}`,
      `theme=dark; __prerender_bypass=${DRAFT_MODE_ID}`,
      `theme=dark;__prerender_bypass=${DRAFT_MODE_ID}; payload-token=abc`,
      `__prerender_bypass=forged; __prerender_bypass=${DRAFT_MODE_ID}`,
    ])
      expect(key('/', { cookie }), cookie).toBeUndefined()
  })

  it('shares with staff outside draft mode and with any credentials: their page is the visitors’', () => {
    for (const headers of <Headers[]>[
      { cookie: 'theme=dark; payload-token=abc' },
      { cookie: '__prerender_bypass=1' },
      { cookie: `__prerender_bypass=${DRAFT_MODE_ID}x` },
      { cookie: `x__prerender_bypass=${DRAFT_MODE_ID}` },
      { authorization: 'Bearer x' },
      { cookie: 'theme=dark' },
    ])
      expect(key('/', headers), JSON.stringify(headers)).toBe(key('/'))
  })

  it('never shares a payment’s return, whatever else its address holds', () => {
    for (const url of [
      '/central-payment?session_id=cs_123',
      '/central-payment?session_id=',
      '/central-payment?utm_source=stripe&session_id=cs_123',
      '/women?hair=red&session_id=cs_123',
      '/?session_id=cs_123',
    ])
      expect(key(url), url).toBeUndefined()
  })

  it('keys navigation payloads, https and crawlers apart from the page, and frames never', () => {
    const page = key('/women')
    const payload = key('/women?_rsc=1x', { rsc: '1', 'next-router-state-tree': '%5B%5D' })
    const prefetch = key('/women?_rsc=1x', { rsc: '1', 'next-router-prefetch': '1' })
    expect(new Set([page, payload, prefetch]).size).toBe(3)
    expect(key('/women', { 'sec-fetch-dest': 'iframe' })).toBeUndefined()
    expect(key('/women', { 'sec-fetch-dest': 'frame' })).toBeUndefined()
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

describe('the canonical address a shared page is kept under', () => {
  const TRACKING = [
    'utm_source=instagram',
    'utm_medium=social',
    'utm_campaign=spring',
    'utm_term=models',
    'utm_content=story',
    'fbclid=IwAR0abcdef',
    'gclid=Cj0KCQ',
    'gbraid=0AAAA',
    'wbraid=CjkK',
    'msclkid=abc123',
    'igshid=MzRl',
    'ttclid=E.C.P',
    'twclid=2-abc',
    'li_fat_id=abc-123',
    'mc_cid=abc',
    'mc_eid=def',
    '_ga=2.1.2.3',
    '_gl=1*abc',
    'ref=newsletter',
    'anything=at-all',
    'q=search-words',
  ]

  it('answers a campaign’s or a click’s address with the clean page', () => {
    for (const clean of ['/', '/faq', '/women', '/women/lena-vogel', '/es/women', '/api/women']) {
      const expected = shared(clean)
      expect(expected?.address).toBe(clean)
      for (const extra of TRACKING) {
        const url = `${clean}?${extra}`
        expect(shared(url), url).toEqual(expected)
      }
      const all = `${clean}?${TRACKING.join('&')}`
      expect(shared(all), all).toEqual(expected)
    }
  })

  it('keeps the filters a book reads, and only them', () => {
    expect(address('/women?utm_source=instagram&hair=red&fbclid=x')).toBe('/women?hair=red')
    expect(address('/es/women?hair=red&ref=a')).toBe('/es/women?hair=red')
    expect(key('/women?hair=red')).not.toBe(key('/women'))
    // A book may have a two-letter slug: only the site's languages are a prefix.
    expect(address('/la?hair=red')).toBe('/la?hair=red')
    expect(address('/es/la?hair=red')).toBe('/es/la?hair=red')
  })

  it('gives ten made-up filter values one key, the unfiltered book’s', () => {
    const keys = new Set<string | undefined>()
    for (let n = 1; n <= 10; n++) {
      keys.add(key(`/women?hair=x${n}`))
      keys.add(key(`/women?eyes=x${n}`))
      keys.add(key(`/women?town=x${n}`))
      keys.add(key(`/women?inTown=x${n}`))
    }
    expect([...keys]).toEqual([key('/women')])
  })

  it('reads a repeated key as the book does (its first value), in any key order', () => {
    expect(address('/women?hair=red&hair=blonde')).toBe('/women?hair=red')
    expect(key('/women?hair=red&hair=blonde')).toBe(key('/women?hair=red'))
    const spellings = [
      '/women?hair=red&page=2&town=LA',
      '/women?page=2&town=LA&hair=red',
      '/women?town=LA&hair=red&page=2&page=3',
      '/women?hair=dark+brown&eyes=blue',
      '/women?eyes=blue&hair=dark%20brown',
    ]
    expect(new Set(spellings.slice(0, 3).map((url) => key(url))).size).toBe(1)
    expect(address(spellings[0]!)).toBe('/women?town=LA&hair=red&page=2')
    expect(key(spellings[3]!)).toBe(key(spellings[4]!))
    expect(address(spellings[4]!)).toBe('/women?hair=dark+brown&eyes=blue')
  })

  it('drops a height that is not a number or out of range, and swaps a reversed range', () => {
    for (const height of ['abc', '100', '139', '211', '999', '170.5', '-170', '0170', ''])
      expect(key(`/women?heightMin=${height}&heightMax=${height}`), height).toBe(key('/women'))
    expect(address('/women?heightMin=140&heightMax=210')).toBe('/women?heightMin=140&heightMax=210')
    expect(address('/women?heightMin=190&heightMax=160')).toBe('/women?heightMin=160&heightMax=190')
    expect(key('/women?heightMax=160&heightMin=190')).toBe(
      key('/women?heightMin=160&heightMax=190'),
    )
  })

  it('drops the first page and a page number no book reaches', () => {
    expect(key('/women?page=1')).toBe(key('/women'))
    expect(key('/women?page=0')).toBe(key('/women'))
    expect(key('/women?page=99999')).toBe(key('/women'))
    expect(key('/women?page=two')).toBe(key('/women'))
    expect(address('/women?page=0002')).toBe('/women?page=2')
    expect(address('/women?page=2')).toBe('/women?page=2')
  })

  it('keeps a book’s page number in its page JSON, in one spelling, and nothing else there', () => {
    expect(address('/api/women?page=2&utm_source=a&hair=red')).toBe('/api/women?page=2')
    expect(address('/api/es/women?page=0002')).toBe('/api/es/women?page=2')
    expect(key('/api/women?page=2&page=3')).toBe(key('/api/women?page=2'))
    for (const page of ['1', '0', 'two', '99999', ''])
      expect(key(`/api/women?page=${page}`), page).toBe(key('/api/women'))
    // Only a one-segment page can be a book: a talent's JSON reads no query.
    expect(address('/api/women/lena-vogel?page=2')).toBe('/api/women/lena-vogel')
    expect(address('/api/es/women/lena-vogel?page=2')).toBe('/api/es/women/lena-vogel')
    // `/es/api/…` is a page path, not the JSON: a book's filters as on any one-segment page, none.
    expect(address('/es/api/women?page=2')).toBe('/es/api/women')
  })

  it('gives the page JSON one entry whatever navigation headers come with it', () => {
    const navigation = { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-url': '/x' }
    for (const url of ['/api/women', '/api/women?page=2', '/api', '/api/es/faq']) {
      const asked = `${url}${url.includes('?') ? '&' : '?'}_rsc=abc`
      expect(shared(asked, navigation), asked).toEqual(shared(url))
    }
  })

  it('keeps a print card’s options in one spelling, defaults written', () => {
    const plain = shared('/print/women/x')
    expect(plain?.address).toBe('/print/women/x?layout=card&units=cm')
    for (const url of [
      '/print/women/x?units=cm&layout=card',
      '/print/women/x?layout=bogus&units=feet',
      '/print/women/x?utm_source=a&print=0',
      '/print/women/x?hair=red&page=2',
    ])
      expect(shared(url), url).toEqual(plain)
    expect(address('/print/women/x?print=1&units=in&layout=portfolio&fbclid=x')).toBe(
      '/print/women/x?layout=portfolio&units=in&print=1',
    )
    expect(address('/es/print/women/x?units=in')).toBe('/es/print/women/x?layout=card&units=in')
  })

  it('ignores the filters on the page JSON and on talent pages, which read none', () => {
    expect(shared('/api/women?hair=red')).toEqual(shared('/api/women'))
    expect(shared('/api?hair=red')).toEqual(shared('/api'))
    expect(shared('/women/lena-vogel?hair=red&heightMin=170')).toEqual(shared('/women/lena-vogel'))
    expect(shared('/es/women/lena-vogel?page=2')).toEqual(shared('/es/women/lena-vogel'))
  })

  it('keeps Next’s navigation key only on a navigation payload', () => {
    expect(shared('/women?_rsc=abc')).toEqual(shared('/women'))
    const payload = { rsc: '1' }
    expect(address('/women?_rsc=abc', payload)).toBe('/women?_rsc=abc')
    expect(address('/women?utm_source=a&_rsc=abc&hair=red', payload)).toBe(
      '/women?hair=red&_rsc=abc',
    )
    expect(key('/women?_rsc=abc', payload)).not.toBe(key('/women?_rsc=def', payload))
    expect(key('/women?_rsc=abc&fbclid=x', payload)).toBe(key('/women?_rsc=abc', payload))
  })

  it('writes the path in one spelling, and renders a path with an escaped separator alone', () => {
    expect(shared('/%77omen')).toEqual(shared('/women'))
    expect(shared('/%77omen?hair=red')).toEqual(shared('/women?hair=red'))
    expect(address('/women/%c3%a1ngela')).toBe('/women/%C3%A1ngela')
    expect(key('/women/%c3%a1ngela')).toBe(key('/women/%C3%A1ngela'))
    for (const url of [
      '/women%2Flena-vogel',
      '/women%2flena-vogel',
      '/women%3Fhair=red',
      '/women%23top',
      '/women%2541',
    ])
      expect(shared(url), url).toBeUndefined()
  })

  it('shares no picture a route draws when it is asked with a query', () => {
    for (const url of ['/icons/icon-32.png?v=1', '/favicon.ico?utm_source=a', '/favicon.ico?'])
      expect(key(url), url).toBeUndefined()
  })

  it('knows every query key the book filters and the print card read', () => {
    const spied = (parse: (params: Record<string, string>) => unknown) => {
      const seen = new Set<string>()
      parse(new Proxy({}, { get: (_target, name) => (seen.add(String(name)), undefined) }))
      return seen
    }
    const book = spied(parseBookFilters)
    const print = spied(parsePrintOptions)
    expect(book.size).toBeGreaterThan(0)
    expect(print.size).toBeGreaterThan(0)
    for (const name of book) expect(BOOK_QUERY_KEYS, name).toContain(name)
    for (const name of print) expect(PRINT_QUERY_KEYS, name).toContain(name)
  })
})

describe('which requests render in turn', () => {
  it('counts everything the site’s routes render outside draft mode, whatever its method', () => {
    for (const url of [
      '/',
      '/women?hair=red',
      '/central-payment?session_id=cs_123',
      '/women%2Flena-vogel',
      '/api/women',
      // Not-found answers Next renders, the PDFs, the sitemaps.
      '/about.x',
      '/_about',
      '/men/x.y',
      '/%2e%2e/about',
      '/x/%2e%2e/admin',
      '/print/women/lena-vogel/pdf',
      '/sitemap.xml',
    ]) {
      expect(renders(url, {}), url).toBe(true)
    }
    expect(renders('/women', { 'sec-fetch-dest': 'iframe' })).toBe(true)
    // A made-up session or credentials buy no render of one's own.
    expect(renders('/', { cookie: 'payload-token=abc' })).toBe(true)
    expect(renders('/', { cookie: '__prerender_bypass=1' })).toBe(true)
    expect(renders('/', { authorization: 'Bearer x' })).toBe(true)
    // Of two draft mode cookies Next reads the last.
    expect(
      renders('/', { cookie: `__prerender_bypass=${DRAFT_MODE_ID}; __prerender_bypass=x` }),
    ).toBe(true)
  })

  it('leaves out draft previews, the admin, Payload, our own endpoints, files and pictures', () => {
    expect(renders('/', { cookie: `__prerender_bypass=${DRAFT_MODE_ID}` })).toBe(false)
    expect(
      renders('/', { cookie: `__prerender_bypass=x; __prerender_bypass=${DRAFT_MODE_ID}` }),
    ).toBe(false)
    for (const url of [
      '/admin',
      '/admin/collections/talents',
      '/cms/api/talents',
      '/api/_search?q=a',
      '/api/_health',
      '/_next/static/chunks/a.js',
      '/image/proxy?src=/media/a.jpg',
      '/media/a.jpg',
      '/%61dmin',
      // No path: the answer guard answers it before any route.
      '*',
      '/%ff',
    ])
      expect(renders(url, {}), url).toBe(false)
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
