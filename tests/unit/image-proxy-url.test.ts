import { describe, expect, it } from 'vitest'
import { mediaPath, proxyImageUrl, proxySrcSet } from '@/features/image-proxy/url'
import { parseProxyParams } from '@/features/image-proxy/params'

describe('url builders', () => {
  it('writes addresses the proxy reads back to the same source and options', () => {
    const url = proxyImageUrl(mediaPath('a b ü&q=1.jpg'), {
      width: 640,
      quality: 50,
      version: 'v1',
    })
    const parsed = parseProxyParams(new URL(url, 'http://localhost').searchParams, [])
    expect(parsed.source).toEqual({ kind: 'media', filename: 'a b ü&q=1.jpg' })
    expect([parsed.width, parsed.quality, parsed.version]).toEqual([640, 50, 'v1'])
  })

  it('leaves out the default quality so one variant has one URL', () => {
    expect(proxyImageUrl('/media/a.jpg', { quality: 75 })).toBe('/image/proxy?src=%2Fmedia%2Fa.jpg')
  })

  it('writes every option in one order, the source encoded as a form value', () => {
    const options = { referer: 'https://cdn.example/a?b', quality: 50, version: 'v1' }
    expect(proxyImageUrl('/media/a b~!.jpg', { ...options, width: 640 })).toBe(
      '/image/proxy?src=%2Fmedia%2Fa+b%7E%21.jpg&ref=https%3A%2F%2Fcdn.example%2Fa%3Fb&w=640&q=50&v=v1',
    )
    expect(proxyImageUrl('/media/a.jpg', { version: 'v1' })).toBe(
      '/image/proxy?src=%2Fmedia%2Fa.jpg&v=v1',
    )
  })

  it('gives each width of a srcset the address of that width alone', () => {
    const options = { quality: 50, version: 'v1' }
    expect(proxySrcSet('/media/a b.jpg', 128, options)).toBe(
      ([64, 128] as const)
        .map((width) => `${proxyImageUrl('/media/a b.jpg', { ...options, width })} ${width}w`)
        .join(', '),
    )
  })

  it('lists the allowed widths up to the intrinsic width', () => {
    expect(
      proxySrcSet('/media/a.jpg', 700)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['64w', '128w', '256w', '320w', '480w', '640w'])
  })
})
