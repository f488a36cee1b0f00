import { describe, expect, it } from 'vitest'

import { instagramHandle } from '@/lib/instagram'

describe('instagramHandle: a handle from instagram.com profile URLs only', () => {
  it.each([
    ['https://www.instagram.com/amara.okafor/', 'amara.okafor'],
    ['https://instagram.com/amara_okafor', 'amara_okafor'],
    ['https://m.instagram.com/lenavogel/', 'lenavogel'],
    ['http://www.instagram.com/lenavogel', 'lenavogel'],
    ['https://www.instagram.com/lenavogel/?hl=en', 'lenavogel'],
    ['https://www.instagram.com/lenavogel?igshid=abc123', 'lenavogel'],
    ['https://www.instagram.com/lenavogel/#top', 'lenavogel'],
    ['  https://www.instagram.com/lenavogel/  ', 'lenavogel'],
    ['https://m.instagram.com/lenavogel?utm_source=ig_web_copy_link', 'lenavogel'],
    ['https://instagram.com/lenavogel/?hl=en&igsh=abc', 'lenavogel'],
  ])('%s → %s', (url, handle) => {
    expect(instagramHandle(url)).toBe(handle)
  })

  it.each([
    ['a look-alike domain', 'https://instagram.com.evil.test/lenavogel/'],
    ['a look-alike prefix', 'https://notinstagram.com/lenavogel/'],
    ['a look-alike top-level domain', 'https://www.instagram.co/lenavogel/'],
    ['a look-alike www without its dot', 'https://wwwinstagram.com/lenavogel/'],
    ['another subdomain', 'https://lenavogel.instagram.com/'],
    ['instagram.com in the path of another host', 'https://evil.test/instagram.com/lenavogel'],
    ['instagram.com in the query of another host', 'https://evil.test/?u=https://instagram.com/x'],
    ['two trailing slashes', 'https://www.instagram.com/lenavogel//'],
    ['credentials before the host', 'https://instagram.com@evil.test/lenavogel/'],
    ['another scheme', 'javascript:alert(1)//instagram.com/x'],
    ['a data URL', 'data:text/html,instagram.com/x'],
    ['a post, not a profile', 'https://www.instagram.com/p/Cxyz123/'],
    ['a reel', 'https://www.instagram.com/reel/Cxyz123/'],
    ['a deeper path', 'https://www.instagram.com/lenavogel/tagged/'],
    ['a handle too long', `https://www.instagram.com/${'a'.repeat(31)}/`],
    ['invalid characters', 'https://www.instagram.com/lena-vogel/'],
    ['dots at the edges', 'https://www.instagram.com/.lena/'],
    ['the home page', 'https://www.instagram.com/'],
    ['an empty value', ''],
    ['nothing', null],
  ])('refuses %s', (_, url) => {
    expect(instagramHandle(url)).toBeNull()
  })
})
