import { describe, expect, it } from 'vitest'

import { inSiteTarget, type ClickLike } from '@/features/shell/link-target'

const current = new URL('https://roster.test/women?hair=brown')
const plainClick: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
}
const anchor = (href: string, attributes: Record<string, string> = {}) => ({
  href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name in attributes,
})

describe('inSiteTarget: which clicks navigate within the site', () => {
  it.each([
    ['another page', '/men', '/men'],
    ['an absolute address on the site', 'https://roster.test/faq', '/faq'],
    ['the same page with other filters', '/women?hair=black', '/women'],
  ])('%s', (_, href, path) => {
    expect(inSiteTarget(anchor(href), plainClick, current)?.pathname).toBe(path)
  })

  it.each([
    ['the same page', anchor('/women?hair=brown')],
    ['a hash on the same page', anchor('/women?hair=brown#top')],
    ['another site', anchor('https://www.instagram.com/roster/')],
    ['a new tab', anchor('/men', { target: '_blank' })],
    ['a download', anchor('/men', { download: '' })],
    ['the lightbox', anchor('/image/proxy?src=x', { 'data-gallery': 'portfolio' })],
    ['a mail link', anchor('mailto:hello@roster.test')],
  ])('not %s', (_, link) => {
    expect(inSiteTarget(link, plainClick, current)).toBeNull()
  })

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('not with %s held', (key) => {
    expect(inSiteTarget(anchor('/men'), { ...plainClick, [key]: true }, current)).toBeNull()
  })

  it('not with the middle button', () => {
    expect(inSiteTarget(anchor('/men'), { ...plainClick, button: 1 }, current)).toBeNull()
  })
})
