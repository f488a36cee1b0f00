import { describe, expect, it } from 'vitest'

import {
  filterQuery,
  filterTalents,
  paginate,
  pageTrail,
  parseBookFilters,
  TALENTS_PER_PAGE,
} from '@/features/books/filters'
import type { TalentCard } from '@/lib/data/types'

describe('parseBookFilters: the query string of a shared book view', () => {
  it('reads every filter', () => {
    expect(
      parseBookFilters({
        town: 'LA',
        inTown: '1',
        heightMin: '170',
        heightMax: '185',
        hair: 'blonde',
        eyes: 'blue',
        page: '2',
      }),
    ).toEqual({
      town: 'LA',
      inTown: true,
      heightMin: 170,
      heightMax: 185,
      hair: 'blonde',
      eyes: 'blue',
      page: 2,
    })
  })

  it.each([
    ['an unknown town', { town: 'PARIS' }],
    ['a lowercase town', { town: 'la' }],
    ['in town other than 1', { inTown: 'yes' }],
    ['a height that is not a number', { heightMin: 'tall' }],
    ['a height with decimals', { heightMin: '170.5' }],
    ['a height out of range', { heightMax: '999' }],
    ['a negative height', { heightMin: '-170' }],
    ['an unknown hair colour', { hair: 'purple' }],
    ['an unknown eye colour', { eyes: '<script>' }],
    ['page zero', { page: '0' }],
    ['a page that is not a number', { page: 'last' }],
    ['an absurd page', { page: '99999999999' }],
    ['unknown parameters', { sort: 'name', __proto__: 'x' }],
  ])('ignores %s', (_, params) => {
    expect(parseBookFilters(params as Record<string, string>)).toEqual({ page: 1 })
  })

  it('takes the first of repeated values and swaps a reversed height range', () => {
    expect(
      parseBookFilters({ town: ['CENTRAL', 'LA'], heightMin: '185', heightMax: '170' }),
    ).toEqual({
      town: 'CENTRAL',
      heightMin: 170,
      heightMax: 185,
      page: 1,
    })
  })

  it('writes the same filters back as a query string, without empty ones', () => {
    const filters = parseBookFilters({ town: 'LA', hair: 'dark brown', heightMin: '175' })
    expect(filterQuery(filters)).toBe('?town=LA&heightMin=175&hair=dark+brown')
    expect(filterQuery(filters, 3)).toBe('?town=LA&heightMin=175&hair=dark+brown&page=3')
    expect(filterQuery({ page: 1 })).toBe('')
  })
})

const talent = (id: number, overrides: Partial<TalentCard> = {}): TalentCard => ({
  id,
  name: `Talent ${id}`,
  slug: `talent-${id}`,
  inTown: true,
  measurements: { heightCm: 175, hair: 'brown', eyes: 'brown' },
  location: { id: 1, name: 'Los Angeles', slug: 'los-angeles', town: 'LA' },
  image: null,
  ...overrides,
})

describe('filterTalents and paginate', () => {
  const talents = [
    talent(1),
    talent(2, { inTown: false }),
    talent(3, { measurements: { heightCm: 188, hair: 'blonde', eyes: 'blue' } }),
    talent(4, { location: { id: 2, name: 'Central', slug: 'central', town: 'CENTRAL' } }),
    talent(5, { measurements: {} }),
  ]
  const ids = (list: TalentCard[]) => list.map((t) => t.id)

  it('keeps the talents that match every filter, in the book’s order', () => {
    expect(ids(filterTalents(talents, { page: 1 }))).toEqual([1, 2, 3, 4, 5])
    expect(ids(filterTalents(talents, { page: 1, town: 'CENTRAL' }))).toEqual([4])
    expect(ids(filterTalents(talents, { page: 1, inTown: true }))).toEqual([1, 3, 4, 5])
    expect(ids(filterTalents(talents, { page: 1, heightMin: 180 }))).toEqual([3])
    expect(ids(filterTalents(talents, { page: 1, heightMax: 180 }))).toEqual([1, 2, 4])
    expect(ids(filterTalents(talents, { page: 1, hair: 'blonde', eyes: 'blue' }))).toEqual([3])
  })

  it(`shows ${TALENTS_PER_PAGE} talents a page and clamps the page number`, () => {
    const many = Array.from({ length: 100 }, (_, index) => talent(index + 1))
    expect(paginate(many, 1)).toMatchObject({ page: 1, pageCount: 3, total: 100 })
    expect(paginate(many, 3).talents).toHaveLength(4)
    expect(paginate(many, 9).page).toBe(3)
    expect(paginate([], 1)).toMatchObject({ page: 1, pageCount: 1, total: 0, talents: [] })
  })
})

describe('pageTrail: what a book page hands its talents for previous and next', () => {
  const slugs = (trail: { slug: string; edge?: true }[]) =>
    trail.map(({ slug, edge }) => (edge ? `(${slug})` : slug))

  it('is the page’s talents and their neighbours on the pages around, wrapping like the book', () => {
    const many = Array.from({ length: 100 }, (_, index) => talent(index + 1))
    const second = slugs(pageTrail(many, paginate(many, 2)))
    expect(second).toHaveLength(TALENTS_PER_PAGE + 2)
    expect(second.slice(0, 2)).toEqual(['(talent-48)', 'talent-49'])
    expect(second.slice(-2)).toEqual(['talent-96', '(talent-97)'])
    expect(slugs(pageTrail(many, paginate(many, 1)))[0]).toBe('(talent-100)')
    expect(slugs(pageTrail(many, paginate(many, 3)))).toEqual([
      '(talent-96)',
      'talent-97',
      'talent-98',
      'talent-99',
      'talent-100',
      '(talent-1)',
    ])
  })

  it('grows with the page, not the book', () => {
    const book = (size: number) => Array.from({ length: size }, (_, index) => talent(index + 1))
    const bytes = (size: number) =>
      JSON.stringify(pageTrail(book(size), paginate(book(size), 1))).length
    // The same but for the last talent's name and slug, one digit longer.
    expect(bytes(2_000) - bytes(100)).toBe(2)
  })

  it('has no edges on a book of one page', () => {
    const few = [talent(1), talent(2), talent(3)]
    expect(pageTrail(few, paginate(few, 1))).toEqual([
      { name: 'Talent 1', slug: 'talent-1' },
      { name: 'Talent 2', slug: 'talent-2' },
      { name: 'Talent 3', slug: 'talent-3' },
    ])
  })
})
