import { describe, expect, it } from 'vitest'
import { ProxyError } from '@/features/image-proxy/errors'
import { parseProxyParams, parseQuality } from '@/features/image-proxy/params'

const SELF = ['localhost:3000', 'roster.example']

function parse(query: string) {
  return parseProxyParams(new URLSearchParams(query), SELF)
}

function statusOf(query: string): number | 'ok' {
  try {
    parse(query)
    return 'ok'
  } catch (error) {
    if (error instanceof ProxyError) return error.status
    throw error
  }
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

describe('src', () => {
  it('reads a media path, decoding the file name once', () => {
    expect(parse(q({ src: '/media/name%20with%20space.jpg' })).source).toEqual({
      kind: 'media',
      filename: 'name with space.jpg',
    })
  })

  it('reads a remote URL, dropping the fragment', () => {
    const { source } = parse(q({ src: 'https://scontent.cdninstagram.com/v/a.jpg?x=1#frag' }))
    expect(source.kind === 'remote' && source.url.href).toBe(
      'https://scontent.cdninstagram.com/v/a.jpg?x=1',
    )
  })

  it('is required, once, and at most 2 KB', () => {
    expect(statusOf('')).toBe(400)
    expect(statusOf('src=')).toBe(400)
    expect(statusOf('src=/media/a.jpg&src=/media/b.jpg')).toBe(400)
    expect(statusOf(q({ src: `https://a.example/${'x'.repeat(2100)}` }))).toBe(400)
    expect(statusOf(q({ src: `https://a.example/${'x'.repeat(2000)}` }))).toBe('ok')
  })

  it.each([
    'file:///etc/passwd',
    'ftp://a.example/x.jpg',
    'gopher://a.example/x',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'ws://a.example/x',
    '//evil.example/x.jpg',
    '\\\\evil.example\\x.jpg',
    'evil.example/x.jpg',
    '/other/x.jpg',
  ])('refuses the source %s', (src) => {
    expect(statusOf(q({ src }))).toBe(400)
  })

  it.each([
    '/media/../secret.jpg',
    '/media/..%2Fsecret.jpg',
    '/media/%2e%2e%2Fsecret.jpg',
    '/media/a%5C..%5Csecret.jpg',
    '/media/sub/a.jpg',
    '/media/.env',
    '/media/%2e%2e',
    '/media/a.jpg%00.png',
    '/media/%E0%A4%A',
    '/media/',
  ])('refuses the media path %s', (src) => {
    expect(statusOf(q({ src }))).toBe(400)
  })

  it.each([
    '/image/proxy?src=/media/a.jpg',
    '%2Fimage%2Fproxy%3Fsrc%3D%2Fmedia%2Fa.jpg',
    'http://localhost:3000/media/a.jpg',
    'https://ROSTER.example/image/proxy?src=x',
    'https://cdn.example/image/proxy?src=x',
    'https://cdn.example/IMAGE%2Fproxy?src=x',
    'https://cdn.example/a/%252Fimage%252Fproxy',
    'https://cdn.example//image//proxy',
    'https://cdn.example/_next/image?url=x',
    '/_next/image?url=%2Fmedia%2Fa.jpg',
  ])('refuses %s, which points back at a proxy', (src) => {
    expect(statusOf(q({ src }))).toBe(400)
  })
})

describe('w and q', () => {
  it('defaults to no resize and quality 75', () => {
    const params = parse(q({ src: '/media/a.jpg' }))
    expect([params.width, params.quality, params.version, params.referer]).toEqual([
      null,
      75,
      null,
      null,
    ])
  })

  it('accepts only the listed widths, written canonically', () => {
    expect(parse(q({ src: '/media/a.jpg', w: '640' })).width).toBe(640)
    for (const w of ['1000', '0', '-640', '640.0', '0640', '+640', ' 640', '6.4e2', '', 'abc']) {
      expect(statusOf(q({ src: '/media/a.jpg', w }))).toBe(400)
    }
    expect(statusOf('src=/media/a.jpg&w=640&w=750')).toBe(400)
  })

  it('accepts integer qualities from 1 to 100 only', () => {
    expect(parse(q({ src: '/media/a.jpg', q: '1' })).quality).toBe(25)
    expect(parse(q({ src: '/media/a.jpg', q: '100' })).quality).toBe(100)
    for (const quality of ['0', '101', 'foo', '7.5', '075', '-1', '', '1e2', '1000000']) {
      expect(statusOf(q({ src: '/media/a.jpg', q: quality }))).toBe(400)
    }
  })
})

describe('ref and v', () => {
  it('keeps ref as a normalised absolute http(s) URL and refuses anything else', () => {
    const params = parse(q({ src: '/media/a.jpg', ref: 'https://www.instagram.com/roster/' }))
    expect(params.referer).toBe('https://www.instagram.com/roster/')
    for (const ref of [
      'javascript:alert(1)',
      '/relative',
      'www.instagram.com',
      'ftp://a.example/',
    ]) {
      expect(statusOf(q({ src: '/media/a.jpg', ref }))).toBe(400)
    }
    // The URL parser drops CR and LF, so ref can never split the Referer header.
    const injected = parse(
      q({ src: '/media/a.jpg', ref: 'https://a.example/\r\nCookie: x' }),
    ).referer
    expect(injected).not.toMatch(/[\r\n]/)
    expect(statusOf(q({ src: '/media/a.jpg', ref: `https://a.example/${'x'.repeat(2100)}` }))).toBe(
      400,
    )
  })

  it('accepts a short URL-safe version and refuses others', () => {
    expect(parse(q({ src: '/media/a.jpg', v: '2024-05-01T10:00:00.000Z' })).version).toBe(
      '2024-05-01T10:00:00.000Z',
    )
    for (const v of ['', 'a b', 'x'.repeat(65), '<script>', 'a/b']) {
      expect(statusOf(q({ src: '/media/a.jpg', v }))).toBe(400)
    }
  })
})

describe('quality steps (IMAGE_PROXY_QUALITY_STEP)', () => {
  it('rounds q up to a multiple of the step, so a source has a few variants, not a hundred', () => {
    const qualities = new Set(Array.from({ length: 100 }, (_, i) => parseQuality(String(i + 1))))
    expect([...qualities]).toEqual([25, 50, 75, 100])
    expect(parseQuality('60', 10)).toBe(60)
    expect(parseQuality('61', 10)).toBe(70)
    expect(parseQuality('99', 30)).toBe(100)
  })
})
