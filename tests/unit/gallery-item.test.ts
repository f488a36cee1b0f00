import { describe, expect, it } from 'vitest'

import {
  captionToAlt,
  detectType,
  embedUrl,
  readGalleryItem,
  videoMimeType,
  videoSize,
} from '@/features/gallery/gallery-item'

const element = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
})

describe('reading a gallery element', () => {
  it('takes the source from data-src before href, and the caption from data-caption', () => {
    expect(
      readGalleryItem(element({ href: '/a.jpg', 'data-src': '/b.jpg', 'data-caption': 'Paris' })),
    ).toMatchObject({ type: 'image', src: '/b.jpg', caption: 'Paris', alt: 'Paris' })
    expect(readGalleryItem(element({ href: '/a.jpg' }))).toMatchObject({ src: '/a.jpg' })
  })

  it('falls back to the picture’s own alt text when there is no caption', () => {
    expect(readGalleryItem(element({ href: '/a.jpg' }), 'Lena in Paris').alt).toBe('Lena in Paris')
  })

  it('has nothing to show without a source', () => {
    expect(readGalleryItem(element({ 'data-caption': 'x' })).type).toBe('unknown')
  })

  it('reads poster, thumbnail and size, and a POST body only for HTML fragments', () => {
    const video = readGalleryItem(
      element({
        href: '/media/clip.mp4',
        'data-poster': '/p.jpg',
        'data-thumb': '/t.jpg',
        'data-width': '640',
        'data-height': '480',
        'data-ajax': 'a=1',
      }),
    )
    expect(video).toMatchObject({ poster: '/p.jpg', thumb: '/t.jpg', width: 640, height: 480 })
    expect(video.body).toBeUndefined()
    const fragment = readGalleryItem(element({ href: '/f', 'data-type': 'ajax', 'data-ajax': '' }))
    expect(fragment.body).toBe('')
  })

  it('ignores a size that is not two positive numbers', () => {
    const item = readGalleryItem(
      element({ href: '/c.mp4', 'data-width': '640', 'data-height': '0' }),
    )
    expect(item.width).toBeUndefined()
  })
})

describe('type detection', () => {
  it.each([
    ['/image/proxy?src=%2Fmedia%2Fa.jpg&w=1920', 'image'],
    ['/media/portrait.webp', 'image'],
    ['/media/clip.mp4', 'video'],
    ['/media/CLIP.WEBM?v=2', 'video'],
    ['/media/clip.mov#t=3', 'video'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ?t=5', 'youtube'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['#contact-card', 'inline'],
  ])('detects %s as %s', (src, type) => {
    expect(detectType(src, null)).toBe(type)
  })

  it.each([
    ['image', 'image'],
    ['VIDEO', 'video'],
    ['iframe', 'iframe'],
    ['inline', 'inline'],
    ['ajax', 'ajax'],
    ['html', 'ajax'],
    ['youtube', 'youtube'],
    ['bogus', 'unknown'],
  ])('data-type="%s" sets %s', (declared, type) => {
    expect(detectType('/anything', declared)).toBe(type)
  })

  it('keeps a YouTube or Vimeo address declared as video a hosted player', () => {
    expect(detectType('https://youtu.be/dQw4w9WgXcQ', 'video')).toBe('youtube')
    expect(detectType('https://vimeo.com/76979871', 'video')).toBe('vimeo')
  })
})

describe('videos', () => {
  it('names the MIME type of common video files, and none for others', () => {
    expect(videoMimeType('/media/a.mp4?x=1')).toBe('video/mp4')
    expect(videoMimeType('/media/a.webm')).toBe('video/webm')
    expect(videoMimeType('/media/a.ogv')).toBe('video/ogg')
    expect(videoMimeType('/media/a')).toBe('')
  })

  it('is 16/9 when the element does not give a size, and its own size when it does', () => {
    const fallback = videoSize({})
    expect(fallback.width / fallback.height).toBeCloseTo(16 / 9, 2)
    expect(videoSize({ width: 64, height: 48 })).toEqual({ width: 64, height: 48 })
  })

  it('plays YouTube from the privacy-enhanced host and Vimeo from its player, autoplaying', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=65',
    )
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=42',
    )
    expect(embedUrl('https://vimeo.com/76979871/abcdef12')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&h=abcdef12',
    )
    expect(embedUrl('/media/clip.mp4')).toBeNull()
  })
})

describe('the alt text made from a caption', () => {
  it('is the caption without markup, entities decoded and spaces collapsed', () => {
    expect(
      captionToAlt(
        '<strong>Lena</strong> in <a href="/x">Paris</a>,<br>2026 &amp; &#8220;more&#x201D;',
      ),
    ).toBe('Lena in Paris, 2026 & “more”')
    expect(captionToAlt('<p>One</p><p>Two</p>')).toBe('One Two')
    expect(captionToAlt('Shot<script>alert(1)</script> <style>p{}</style>in LA')).toBe('Shot in LA')
  })

  it('is cut at 1000 characters', () => {
    const alt = captionToAlt(`<b>${'a'.repeat(600)}</b> ${'b'.repeat(600)}`)
    expect(alt).toHaveLength(1000)
    expect(alt.endsWith('b')).toBe(true)
    expect(captionToAlt('c'.repeat(1000))).toHaveLength(1000)
    expect(captionToAlt('c'.repeat(999))).toHaveLength(999)
  })

  it('never cuts a character in half', () => {
    const alt = captionToAlt('😀'.repeat(1001))
    expect(Array.from(alt)).toHaveLength(1000)
  })
})
