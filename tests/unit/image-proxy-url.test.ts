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

  it('lists the allowed widths up to the intrinsic width', () => {
    expect(
      proxySrcSet('/media/a.jpg', 700)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['64w', '128w', '256w', '320w', '480w', '640w'])
  })
})
