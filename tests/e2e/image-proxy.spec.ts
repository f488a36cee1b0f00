import { expect, test } from '@playwright/test'

/** The image proxy inside the built site: formats, caching headers and refusals. */

const portrait = '/image/proxy?src=%2Fmedia%2Famara-okafor-1.jpg&w=640'

test('serves a site image as WebP or AVIF by the Accept header, with safe headers', async ({
  request,
}) => {
  const webp = await request.get(portrait, { headers: { Accept: 'image/webp,*/*' } })
  expect(webp.status()).toBe(200)
  expect(webp.headers()['content-type']).toBe('image/webp')
  expect(webp.headers()['x-content-type-options']).toBe('nosniff')
  expect(webp.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  )
  const etag = webp.headers().etag!
  expect(
    (
      await request.get(portrait, { headers: { Accept: 'image/webp,*/*', 'If-None-Match': etag } })
    ).status(),
  ).toBe(304)

  const avif = await request.get(portrait, { headers: { Accept: 'image/avif,image/webp,*/*' } })
  expect(avif.headers()['content-type']).toBe('image/avif')
  const jpeg = await request.get(portrait, { headers: { Accept: '*/*' } })
  expect(jpeg.headers()['content-type']).toBe('image/jpeg')
})

test('a versioned site image is cached for a year as immutable', async ({ request }) => {
  const response = await request.get(`${portrait}&v=abc123`)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('refuses bad parameters and outside sources with plain answers', async ({ request }) => {
  const cases: [string, number][] = [
    ['/image/proxy', 400],
    ['/image/proxy?src=%2Fmedia%2Famara-okafor-1.jpg&w=1000', 400],
    ['/image/proxy?src=%2Fmedia%2Famara-okafor-1.jpg&q=0', 400],
    ['/image/proxy?src=file%3A%2F%2F%2Fetc%2Fpasswd', 400],
    ['/image/proxy?src=http%3A%2F%2F127.0.0.1%2Fx.png', 403],
    ['/image/proxy?src=http%3A%2F%2F169.254.169.254%2Flatest', 403],
    ['/image/proxy?src=https%3A%2F%2Fevil.example%2Fx.png', 403],
    ['/image/proxy?src=%2Fmedia%2F..%2F..%2Fetc%2Fpasswd', 400],
    ['/image/proxy?src=%2Fmedia%2Fno-such-file.jpg', 404],
  ]
  for (const [url, status] of cases) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(status)
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff')
    expect(response.headers()['content-security-policy'], url).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    )
  }
})
