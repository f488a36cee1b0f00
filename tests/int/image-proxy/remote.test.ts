import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { imageMeta, startHarness, type Harness } from './harness'

/** Remote sources that are allowed: what comes back, how it is cached, what is sent upstream. */

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())
beforeEach(() => h.allowLoopback(true))

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'
const WEBP_ACCEPT = 'image/webp,*/*'

function expectSafetyHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  )
}

describe('formats', () => {
  it('answers AVIF when Accept lists image/avif', async () => {
    const response = await h.get(
      { src: h.remote('/photo.jpg?f=avif'), w: '640' },
      { accept: AVIF_ACCEPT },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="image.avif"')
    expect(response.headers.get('vary')).toBe('Accept')
    expectSafetyHeaders(response)
    expect((await imageMeta(response)).format).toBe('heif')
  })

  it('answers WebP when Accept lists image/webp but not AVIF', async () => {
    const response = await h.get(
      { src: h.remote('/photo.jpg?f=webp'), w: '640' },
      { accept: WEBP_ACCEPT },
    )
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="image.webp"')
    expect((await imageMeta(response)).format).toBe('webp')
  })

  it('answers the source format when Accept allows neither', async () => {
    const jpeg = await h.get({ src: h.remote('/photo.jpg?f=src'), w: '320' }, { accept: '*/*' })
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect((await imageMeta(jpeg)).format).toBe('jpeg')
    const png = await h.get({ src: h.remote('/photo.png?f=src'), w: '320' })
    expect(png.headers.get('content-type')).toBe('image/png')
    expect((await imageMeta(png)).format).toBe('png')
  })

  it('sniffs the bytes, not the Content-Type: a PNG sent as octet-stream is served', async () => {
    const response = await h.get({ src: h.remote('/png-as-octet'), w: '320' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  it('keeps a short animation when the output can carry it', async () => {
    const response = await h.get({ src: h.remote('/few-frames.gif') }, { accept: AVIF_ACCEPT })
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect((await imageMeta(response)).pages).toBe(12)
  })
})

describe('transform', () => {
  it('applies the EXIF orientation, resizes to w and strips every piece of metadata', async () => {
    const response = await h.get(
      { src: h.remote('/photo.jpg?t=exif'), w: '640' },
      { accept: '*/*' },
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    // Stored 1600x1200 with orientation 6: upright it is 1200x1600, so 640 wide is 853 high.
    expect([meta.width, meta.height]).toEqual([640, 853])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(bytes.includes('Secret Studio')).toBe(false)
    expect(bytes.includes('Hidden Photographer')).toBe(false)
  })

  it('never upscales: w larger than the source gives the source width', async () => {
    const response = await h.get(
      { src: h.remote('/photo.png?t=up'), w: '2400' },
      { accept: WEBP_ACCEPT },
    )
    expect((await imageMeta(response)).width).toBe(800)
  })

  it('converts a Display P3 image to sRGB and drops the profile', async () => {
    const response = await h.get({ src: h.remote('/p3.png'), q: '100' }, { accept: '*/*' })
    const bytes = Buffer.from(await response.arrayBuffer())
    expect((await sharp(bytes).metadata()).icc).toBeUndefined()
    const pixel = await sharp(bytes).raw().toBuffer()
    // The P3 file holds about (234, 51, 35); in sRGB it is pure red again.
    expect([...pixel.subarray(0, 3)]).toEqual([255, 0, 0])
  })

  it('changes the bytes with q', async () => {
    const low = await h.get(
      { src: h.remote('/photo.jpg?t=q'), w: '640', q: '20' },
      { accept: WEBP_ACCEPT },
    )
    const high = await h.get(
      { src: h.remote('/photo.jpg?t=q'), w: '640', q: '95' },
      { accept: WEBP_ACCEPT },
    )
    expect((await low.arrayBuffer()).byteLength).toBeLessThan((await high.arrayBuffer()).byteLength)
  })
})

describe('cache', () => {
  it('answers 304 to If-None-Match with the ETag, and serves the variant from cache', async () => {
    const src = h.remote('/photo.jpg?c=etag')
    const first = await h.get({ src, w: '320' }, { accept: WEBP_ACCEPT })
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    const bytes = Buffer.from(await first.arrayBuffer())

    const again = await h.get({ src, w: '320' }, { accept: WEBP_ACCEPT })
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    const notModified = await h.get(
      { src, w: '320' },
      { accept: WEBP_ACCEPT, 'if-none-match': etag! },
    )
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
    expect(await notModified.text()).toBe('')
    const otherTag = await h.get(
      { src, w: '320' },
      { accept: WEBP_ACCEPT, 'if-none-match': '"nope"' },
    )
    expect(otherTag.status).toBe(200)
    expect(h.upstream.count('/photo.jpg')).toBeGreaterThan(0)
    const fetches = h.upstream.requests.filter((r) => r.path === '/photo.jpg').length
    await h.get({ src, w: '320' }, { accept: WEBP_ACCEPT })
    expect(h.upstream.requests.filter((r) => r.path === '/photo.jpg').length).toBe(fetches)
  })

  it('fetches and transforms once for three concurrent identical misses (single-flight)', async () => {
    const src = h.remote('/slow?delay=300&sf=1')
    const before = h.upstream.count('/slow')
    const responses = await Promise.all(
      [1, 2, 3].map(() => h.get({ src, w: '480' }, { accept: WEBP_ACCEPT })),
    )
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
    expect(h.upstream.count('/slow') - before).toBe(1)
    const tags = new Set(responses.map((r) => r.headers.get('etag')))
    expect(tags.size).toBe(1)
  })

  it('keeps one variant per Accept class (Vary: Accept)', async () => {
    const src = h.remote('/photo.jpg?c=vary')
    const webp = await h.get({ src, w: '320' }, { accept: WEBP_ACCEPT })
    const jpeg = await h.get({ src, w: '320' }, { accept: 'image/jpeg' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(webp.headers.get('etag')).not.toBe(jpeg.headers.get('etag'))
  })
})

describe('upstream request', () => {
  it('forwards no cookie or authorization, sends ref as the Referer, leaks no upstream header', async () => {
    const src = h.remote('/photo.jpg?u=headers')
    const response = await h.get(
      { src, ref: 'https://www.instagram.com/roster/', w: '320' },
      { cookie: 'payload-token=VISITOR-SECRET', authorization: 'Bearer VISITOR-SECRET' },
    )
    expect(response.status).toBe(200)
    const seen = h.upstream.requests.filter((r) => r.path === '/photo.jpg').at(-1)!
    expect(seen.headers.cookie).toBeUndefined()
    expect(seen.headers.authorization).toBeUndefined()
    expect(seen.headers.referer).toBe('https://www.instagram.com/roster/')
    expect(JSON.stringify(seen.headers)).not.toContain('VISITOR-SECRET')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('x-upstream-secret')).toBeNull()
  })

  it('does not let ref choose the upstream', async () => {
    const before = h.upstream.requests.length
    const response = await h.get({
      src: h.remote('/photo.jpg?u=ref'),
      ref: h.remote('/status/500'),
      w: '64',
    })
    expect(response.status).toBe(200)
    const paths = h.upstream.requests.slice(before).map((r) => r.path)
    expect(paths).toEqual(['/photo.jpg'])
  })

  it('turns an upstream 404 into our 404, and other failures into 502, with our own text', async () => {
    const missing = await h.get({ src: h.remote('/status/404') })
    expect(missing.status).toBe(404)
    const broken = await h.get({ src: h.remote('/status/500') })
    expect(broken.status).toBe(502)
    for (const response of [missing, broken]) {
      expectSafetyHeaders(response)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.text()).not.toContain('UPSTREAM-SECRET')
    }
  })
})
