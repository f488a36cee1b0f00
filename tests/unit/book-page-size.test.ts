/**
 * Issue 31: a book page carries what it shows. Its markup (the grid, the JSON-LD list) grows
 * with the talents on the page, never with the talents on the book's other pages.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BookView } from '@/features/books/book-view'
import { TALENTS_PER_PAGE } from '@/features/books/filters'
import type { TalentCard } from '@/lib/data/types'

const talent = (id: number): TalentCard => ({
  id,
  name: `Talent ${String(id).padStart(4, '0')}`,
  slug: `talent-${String(id).padStart(4, '0')}`,
  inTown: true,
  measurements: { heightCm: 175, hair: 'brown', eyes: 'brown' },
  location: null,
  image: null,
})
const book = { id: 1, title: 'Women', slug: 'women', description: null }
const page = (size: number, pageNumber = 1) =>
  renderToStaticMarkup(
    createElement(BookView, {
      locale: 'en',
      book,
      talents: Array.from({ length: size }, (_, index) => talent(index + 1)),
      filters: { page: pageNumber },
    }),
  )
const listed = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!)

describe('a book page', () => {
  it('is as large for a book of 2,000 talents as for one of 100', () => {
    // The same page but for the count it states ("2,000 talents"): a few bytes.
    expect(Math.abs(page(2_000).length - page(100).length)).toBeLessThan(20)
  })

  it('lists its own talents in its JSON-LD, at their places in the whole book', () => {
    const list = listed(page(100, 2))
    expect(list.numberOfItems).toBe(100)
    expect(list.itemListElement).toHaveLength(TALENTS_PER_PAGE)
    expect(list.itemListElement[0]).toMatchObject({ position: 49, name: 'Talent 0049' })
    expect(list.itemListElement.at(-1)).toMatchObject({ position: 96, name: 'Talent 0096' })
  })
})
