import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './harness'

/**
 * Sources that must be refused before any connection (SSRF). The network guard makes any
 * non-loopback dial fail, so even a broken proxy cannot leave the machine during these tests.
 */

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

async function expectRefused(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  )
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect((await response.text()).length).toBeLessThan(100)
}

/** Runs `send`, then checks no socket was dialled and the upstream saw nothing. */
async function withoutConnections(send: () => Promise<void>): Promise<void> {
  const dials = h.guard.dials.length
  const connections = h.upstream.connections()
  await send()
  expect(h.guard.dials.slice(dials)).toEqual([])
  expect(h.upstream.connections()).toBe(connections)
}

describe('bad sources: 400 before anything else', () => {
  beforeEach(() => h.allowLoopback(true))

  it.each([
    'file:///etc/passwd',
    'ftp://img.allowed.test/photo.jpg',
    'gopher://img.allowed.test:70/_GET',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '//img.allowed.test/photo.jpg',
    'img.allowed.test/photo.jpg',
    '\\\\evil.test\\photo.jpg',
  ])('refuses %s', async (src) => {
    await withoutConnections(async () => expectRefused(await h.get({ src }), 400))
  })

  it('refuses a src that points back at the proxy, in any encoding', async () => {
    const inner = new URLSearchParams({ src: h.remote('/photo.jpg') }).toString()
    const sources = [
      `/image/proxy?${inner}`,
      `%2Fimage%2Fproxy%3F${inner}`,
      `http://localhost:3000/image/proxy?${inner}`,
      `http://localhost:3000/media/a.jpg`,
      `http://LOCALHOST:3000/image%2Fproxy?${inner}`,
      `/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75`,
      h.remote(`/image/proxy?${inner}`),
      h.remote(`/image%2fproxy?${inner}`),
      h.remote(`/x/%252Fimage%252Fproxy`),
    ]
    for (const src of sources) {
      await withoutConnections(async () => expectRefused(await h.get({ src }), 400))
    }
  })
})

describe('hosts off the allowlist: 403 before any connection', () => {
  beforeEach(() => h.allowLoopback(true))

  it.each([
    ['a host not on the list', 'http://evil.test:PORT/photo.jpg'],
    ['credentials before an allowed name', 'http://img.allowed.test@evil.test:PORT/photo.jpg'],
    ['credentials on an allowed host', 'http://user:pass@img.allowed.test:PORT/photo.jpg'],
    ['an allowed name as a prefix', 'http://img.allowed.test.evil.test:PORT/photo.jpg'],
    ['an allowed name as a suffix', 'http://evilimg.allowed.test:PORT/photo.jpg'],
    ['an allowed host on another port', 'http://img.allowed.test:1/photo.jpg'],
    ['an allowed host on its default port', 'http://img.allowed.test/photo.jpg'],
    ['the Instagram apex (only subdomains are allowed)', 'https://cdninstagram.com/x.jpg'],
    ['an Instagram look-alike', 'https://scontent.cdninstagram.com.evil.test/x.jpg'],
  ])('refuses %s', async (_name, src) => {
    const url = src.replace('PORT', String(h.upstream.port))
    await withoutConnections(async () => expectRefused(await h.get({ src: url }), 403))
  })
})

describe('addresses that are not public: 403 before any connection', () => {
  // Every literal below is on the test allowlist, so only the address check can refuse it.
  beforeEach(() => h.allowLoopback(false))

  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
  ])('refuses %s', async (src) => {
    await withoutConnections(async () => expectRefused(await h.get({ src: `${src}x.png` }), 403))
  })

  it('refuses the loopback upstream itself while the test switch is off', async () => {
    await withoutConnections(async () => {
      await expectRefused(
        await h.get({ src: `http://127.0.0.1:${h.upstream.port}/photo.jpg` }),
        403,
      )
    })
  })

  it('refuses an allowed name that resolves to loopback, checking inside the lookup', async () => {
    const before = h.guard.lookups.get('loop.allowed.test') ?? 0
    await withoutConnections(async () =>
      expectRefused(await h.get({ src: h.remote('/photo.jpg', 'loop.allowed.test') }), 403),
    )
    expect(h.guard.lookups.get('loop.allowed.test')).toBe(before + 1)
  })

  it('refuses an allowed name that resolves to a private address', async () => {
    h.guard.answer('private.allowed.test', ['10.1.2.3'])
    await withoutConnections(async () => {
      await expectRefused(await h.get({ src: h.remote('/photo.jpg', 'private.allowed.test') }), 403)
    })
  })

  it('refuses a name whose answers mix public and private addresses', async () => {
    h.guard.answer('mixed.allowed.test', ['93.184.216.34', '127.0.0.1'])
    await withoutConnections(async () => {
      await expectRefused(await h.get({ src: h.remote('/photo.jpg', 'mixed.allowed.test') }), 403)
    })
  })
})

describe('DNS rebinding', () => {
  beforeEach(() => h.allowLoopback(false))

  it('dials the address it checked: a name answering public, then loopback, never reaches loopback', async () => {
    // A check-then-connect proxy would accept the first (public) answer and dial the second
    // (loopback). The proxy resolves once, inside the socket, and dials what it checked; the
    // guard stops that public dial, so nothing leaves and nothing reaches the upstream.
    h.guard.answer('rebind.allowed.test', ['93.184.216.34'], ['127.0.0.1'])
    const requests = h.upstream.requests.length
    const response = await h.get({ src: h.remote('/photo.jpg', 'rebind.allowed.test') })
    expect(response.status).toBe(502)
    expect(h.guard.lookups.get('rebind.allowed.test')).toBe(1)
    expect(h.guard.blocked).toContain('93.184.216.34')
    expect(h.upstream.requests.length).toBe(requests)
  })
})

describe('redirects: each hop checked again, at most 3', () => {
  beforeEach(() => h.allowLoopback(true))

  it('follows 3 redirects', async () => {
    const response = await h.get({ src: h.remote('/chain/3'), w: '64' })
    expect(response.status).toBe(200)
  })

  it('stops after 3 redirects with 502', async () => {
    const before = h.upstream.requests.length
    const response = await h.get({ src: h.remote('/chain/11'), w: '64' })
    await expectRefused(response, 502)
    expect(h.upstream.requests.length - before).toBe(4)
  })

  it('ends a redirect loop quickly', async () => {
    const started = Date.now()
    await expectRefused(await h.get({ src: h.remote('/loop') }), 502)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it.each([
    ['a host off the allowlist', 'http://evil.test:PORT/photo.jpg'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', 'http://10.0.0.1/'],
    ['a unique-local IPv6 address', 'http://[fd00::1]/'],
    ['a non-http scheme', 'file:///etc/passwd'],
  ])('refuses a redirect to %s', async (_name, target) => {
    const to = target.replace('PORT', String(h.upstream.port))
    const before = h.upstream.requests.length
    const dials = h.guard.blocked.length
    // The first hop (loopback upstream) is allowed by the test switch; the second must not be.
    const first = h.remote(`/redirect?${new URLSearchParams({ to })}`)
    const response = await h.get({ src: first })
    await expectRefused(response, 403)
    expect(h.upstream.requests.slice(before).map((r) => r.path)).toEqual(['/redirect'])
    expect(h.guard.blocked.length).toBe(dials)
  })
})
