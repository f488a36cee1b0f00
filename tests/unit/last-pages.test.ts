import { describe, expect, it } from 'vitest'

import { LastPages } from '@/server/last-pages.mjs'

describe('the last page of each book view, as its book said it', () => {
  it('redirects a page past the last of a view it has learnt, and nothing else', () => {
    const pages = new LastPages()
    expect(pages.redirectFor('/women?page=50', 0)).toBeUndefined()
    pages.learn('/women?hair=red&page=50', '/women?hair=red&page=3', 0)
    expect(pages.redirectFor('/women?hair=red&page=9999', 0)).toBe('/women?hair=red&page=3')
    expect(pages.redirectFor('/women?hair=red&page=3', 0)).toBeUndefined()
    expect(pages.redirectFor('/women?hair=red&page=2', 0)).toBeUndefined()
    // Another view of the same book has a last page of its own.
    expect(pages.redirectFor('/women?page=50', 0)).toBeUndefined()
  })

  it('writes a last page of 1 as the view without a page number', () => {
    const pages = new LastPages()
    pages.learn('/es/women?page=7', '/es/women', 0)
    expect(pages.redirectFor('/es/women?page=8', 0)).toBe('/es/women')
  })

  it('learns nothing from a redirect elsewhere, or to a later page', () => {
    const pages = new LastPages()
    pages.learn('/women?page=5', '/men?page=2', 0)
    pages.learn('/women?page=5', '/women?page=6', 0)
    pages.learn('/women?page=5', 'https://elsewhere.example/women?page=2', 0)
    expect(pages.redirectFor('/women?page=9', 0)).toBeUndefined()
  })

  it('forgets every view at a publish', () => {
    const pages = new LastPages()
    pages.learn('/women?page=50', '/women?page=3', 0)
    expect(pages.redirectFor('/women?page=50', 1)).toBeUndefined()
    pages.learn('/men?page=9', '/men?page=2', 1)
    expect(pages.redirectFor('/women?page=50', 1)).toBeUndefined()
  })
})
