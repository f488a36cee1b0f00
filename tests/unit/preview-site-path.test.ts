/**
 * The preview route's redirect target (features/preview/site-path.ts): a staff member's browser
 * must only ever be sent to a page of this site. Each refused value below is read by a browser
 * (or by the site on its way in) as another origin, or hides one.
 */
import { describe, expect, it } from 'vitest'

import { sitePath } from '@/features/preview/site-path'

/** How a browser resolves the Location it is sent: the host it would go to. */
const hostOf = (location: string) => new URL(location, 'https://roster.example/admin').host

describe('sitePath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/women/amara-okafor', '/women/amara-okafor'],
    ['/es/sobre-nosotros', '/es/sobre-nosotros'],
    ['/women?hair=brown&town=LA', '/women?hair=brown&town=LA'],
    ['/./about', '/about'],
    ['/women/../about', '/about'],
    ['/es/página', '/es/p%C3%A1gina'],
    ['/about#team', '/about'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
  ])('keeps the site path %j as %j', (raw, expected) => {
    expect(sitePath(raw)).toBe(expected)
    expect(hostOf(expected)).toBe('roster.example')
  })

  it.each([
    // Not a path at all.
    null,
    '',
    'about',
    'https://evil.example/',
    'javascript:alert(1)',
    // Another origin as a browser reads it.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    // What normalises to `//` (the case first).
    '/.//evil.example',
    '/././/evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2E%2E//evil.example',
    // Encoded slashes and backslashes, once or more.
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2525252525252F%2525252525252Fevil.example',
    // Controls and spaces, which browsers drop or the site decodes.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%00/evil.example',
    '/%C2%85/evil.example',
    '/\u0000about',
    '/about\u007f',
    '/about\\',
    // Empty segments anywhere are no page of the site.
    '/women//amara-okafor',
    // Broken escapes.
    '/%E0%A4%A',
    '/%',
  ])('refuses %j', (raw) => {
    expect(sitePath(raw)).toBeNull()
  })

  it('never gives a path a browser would take to another host', () => {
    const pieces = [
      '/',
      '.',
      '..',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%2e',
      '%09',
      '%252F',
      'evil.example',
      '\t',
      '?',
      '#',
      '@',
      ':',
    ]
    const made = new Set<string>()
    const grow = (path: string, depth: number) => {
      made.add(path)
      if (depth === 0) return
      for (const piece of pieces) grow(path + piece, depth - 1)
    }
    grow('/', 4)
    for (const raw of made) {
      const path = sitePath(raw)
      if (path === null) continue
      expect(path.startsWith('/') && !path.startsWith('//'), raw).toBe(true)
      expect(hostOf(path), raw).toBe('roster.example')
    }
  })
})
