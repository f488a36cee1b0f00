import { beforeEach, describe, expect, it } from 'vitest'

import { leaveTalent, selectPortfolio, showTalent } from '@/features/books/portfolio-choice'
import {
  setInHash,
  shownSet,
  trailLinks,
  type PortfolioMedia,
  type PortfolioSet,
} from '@/features/books/portfolio-sets'
import { useVisitorStore, VISITOR_STATE_DEFAULTS } from '@/features/shell/visitor-store'

const media = (id: number): PortfolioMedia => ({
  id,
  href: `/image/proxy?src=/media/${id}.jpg`,
  caption: `picture ${id}`,
  image: null,
})
const set = (key: string, ...ids: number[]): PortfolioSet => ({
  key,
  label: key,
  medias: ids.map(media),
})
const amara = [set('portfolio', 1, 2, 3), set('polaroids', 4, 5), set('videos', 6)]
const lena = [set('portfolio', 11, 12), set('polaroids', 13)]

const store = () => useVisitorStore.getState()

beforeEach(() => useVisitorStore.setState(VISITOR_STATE_DEFAULTS))

describe('selectedPortfolio and medias', () => {
  it('start on the main portfolio with nothing shown', () => {
    expect(store()).toMatchObject({ selectedPortfolio: 'portfolio', medias: [] })
  })

  it('a talent page shows its main portfolio by default', () => {
    showTalent(amara)
    expect(store().medias.map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('picking a set shows its pictures and is kept from one talent to the next', () => {
    showTalent(amara)
    selectPortfolio('polaroids', amara)
    expect(store()).toMatchObject({ selectedPortfolio: 'polaroids' })
    expect(store().medias.map((m) => m.id)).toEqual([4, 5])
    leaveTalent()
    expect(store().medias).toEqual([])
    showTalent(lena)
    expect(store().medias.map((m) => m.id)).toEqual([13])
  })

  it('a talent without the chosen set shows the main portfolio and the choice stays', () => {
    selectPortfolio('videos', amara)
    showTalent(lena)
    expect(store().medias.map((m) => m.id)).toEqual([11, 12])
    expect(store().selectedPortfolio).toBe('videos')
    showTalent(amara)
    expect(store().medias.map((m) => m.id)).toEqual([6])
  })

  it('a set the talent does not have cannot be picked', () => {
    selectPortfolio('videos', lena)
    expect(store()).toMatchObject({ selectedPortfolio: 'portfolio', medias: [] })
  })

  it('shownSet and setInHash find the set to show', () => {
    expect(shownSet(lena, 'videos')?.key).toBe('portfolio')
    expect(setInHash(amara, 'amara-okafor', '#amara-okafor-polaroids-2')?.key).toBe('polaroids')
    expect(setInHash(amara, 'amara-okafor', '#lena-vogel-polaroids-2')).toBeUndefined()
    expect(setInHash(amara, 'amara-okafor', '#amara-okafor-polaroids')).toBeUndefined()
  })
})

describe('talent_portfolios', () => {
  const trail = [
    { name: 'A', slug: 'a', book: '/women?hair=black' },
    { name: 'C', slug: 'c', book: '/women?hair=black' },
    { name: 'E', slug: 'e', book: '/women?hair=black' },
  ]

  it('a book sets the list it shows', () => {
    store().setTalentPortfolios(trail)
    expect(store().talent_portfolios).toEqual(trail)
  })

  it('previous and next follow the filtered list, wrapping like the full order', () => {
    expect(trailLinks(trail, '/women', 'c')).toEqual({
      previous: { name: 'A', slug: 'a' },
      next: { name: 'E', slug: 'e' },
      book: '/women?hair=black',
    })
    expect(trailLinks(trail, '/women', 'e')?.next).toEqual({ name: 'A', slug: 'a' })
    expect(trailLinks(trail, '/women', 'a')?.previous).toEqual({ name: 'E', slug: 'e' })
  })

  it('a page’s list leads from its ends to its edges, and an edge talent has the full order', () => {
    const page = [
      { name: 'Z', slug: 'z', book: '/women?page=2', edge: true as const },
      { name: 'A', slug: 'a', book: '/women?page=2' },
      { name: 'B', slug: 'b', book: '/women?page=2' },
      { name: 'C', slug: 'c', book: '/women?page=2', edge: true as const },
    ]
    expect(trailLinks(page, '/women', 'a')?.previous).toEqual({ name: 'Z', slug: 'z' })
    expect(trailLinks(page, '/women', 'b')?.next).toEqual({ name: 'C', slug: 'c' })
    // On another page than the one the visitor saw: the book's full order applies.
    expect(trailLinks(page, '/women', 'c')).toBeNull()
    expect(trailLinks(page, '/women', 'z')).toBeNull()
  })

  it('a list of another book, or without this talent, leaves the full order', () => {
    expect(trailLinks(trail, '/men', 'c')).toBeNull()
    expect(trailLinks(trail, '/women', 'b')).toBeNull()
    expect(trailLinks([], '/women', 'c')).toBeNull()
  })

  it('a list of one talent has no previous or next', () => {
    expect(trailLinks(trail.slice(0, 1), '/women', 'a')).toEqual({
      previous: null,
      next: null,
      book: '/women?hair=black',
    })
  })
})
