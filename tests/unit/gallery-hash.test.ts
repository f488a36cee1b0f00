import { describe, expect, it } from 'vitest'

import { formatHash, resolveHash, withoutHash } from '@/features/gallery/hash'

const groups =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name)

describe('the lightbox hash', () => {
  it('is #{group}-{n}, n counting from 1', () => {
    expect(formatHash('lena-vogel-portfolio', 0)).toBe('#lena-vogel-portfolio-1')
    expect(formatHash('lena-vogel-portfolio', 3)).toBe('#lena-vogel-portfolio-4')
  })

  it('reads back the group and slide, with hyphens and digits in the group', () => {
    const exists = groups('lena-vogel-portfolio', 'gallery-2024')
    expect(resolveHash('#lena-vogel-portfolio-3', exists)).toEqual({
      group: 'lena-vogel-portfolio',
      index: 2,
    })
    expect(resolveHash('#gallery-2024-12', exists)).toEqual({ group: 'gallery-2024', index: 11 })
  })

  it('opens the first slide when the index is left out', () => {
    expect(resolveHash('#gallery-2024', groups('gallery-2024'))).toEqual({
      group: 'gallery-2024',
      index: 0,
    })
  })

  it('ignores hashes that name no gallery of the page, or slide 0', () => {
    expect(resolveHash('#top', groups('lena'))).toBeNull()
    expect(resolveHash('#lena-0', groups('lena'))).toBeNull()
    expect(resolveHash('', groups('lena'))).toBeNull()
    expect(resolveHash('#', groups(''))).toBeNull()
  })

  it('decodes an encoded group name', () => {
    expect(resolveHash('#caf%C3%A9-2', groups('café'))).toEqual({ group: 'café', index: 1 })
    expect(resolveHash('#bad%E0-2', groups('bad%E0'))).toEqual({ group: 'bad%E0', index: 1 })
  })

  it('is cleared by keeping path and query', () => {
    expect(withoutHash({ pathname: '/women/lena-vogel', search: '?town=LA' })).toBe(
      '/women/lena-vogel?town=LA',
    )
  })
})
