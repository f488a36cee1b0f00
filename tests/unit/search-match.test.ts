import { describe, expect, it } from 'vitest'

import { fold, searchEntries, type SearchEntry } from '@/features/search/match'

const talent = (label: string, detail = 'Women'): SearchEntry => ({
  kind: 'talent',
  label,
  url: `/women/${label.toLowerCase().replace(/\W+/g, '-')}`,
  detail,
  image: null,
})
const book = (label: string): SearchEntry => ({
  kind: 'book',
  label,
  url: `/${label}`,
  detail: 'Book',
  image: null,
})

const entries = [
  talent('Amara Okafor'),
  talent('Zoë Marchetti'),
  talent('Omar Haddad', 'Men'),
  talent('Lena Vogel'),
  talent('Marco Rossi', 'Men'),
  book('Men'),
  book('Women'),
  book('New Faces'),
]

const labels = (query: string) => searchEntries(entries, query).map((result) => result.label)

describe('searchEntries: talents by name and books by title', () => {
  it('finds by any part of the name, case and accents aside', () => {
    expect(labels('okafor')).toEqual(['Amara Okafor'])
    expect(labels('ZOE')).toEqual(['Zoë Marchetti'])
    expect(labels('zoë')).toEqual(['Zoë Marchetti'])
    expect(labels('  lena   vogel ')).toEqual(['Lena Vogel'])
  })

  it('ranks names starting with the query, then words, then the rest; talents before books', () => {
    expect(labels('mar')).toEqual(['Marco Rossi', 'Zoë Marchetti', 'Amara Okafor', 'Omar Haddad'])
    expect(labels('men')).toEqual(['Men', 'Women'])
  })

  it('finds books by title', () => {
    expect(labels('faces')).toEqual(['New Faces'])
  })

  it('treats every character as plain text', () => {
    for (const query of ['.*', '(', '[a-z]', '%', '_', '\\', '<script>', "' OR 1=1 --"]) {
      expect(labels(query), query).toEqual([])
    }
  })

  it('finds nothing for an empty or blank query', () => {
    expect(labels('')).toEqual([])
    expect(labels('   ')).toEqual([])
  })

  it('returns at most 20 results', () => {
    const many = Array.from({ length: 30 }, (_, n) => talent(`Ana ${n}`))
    expect(searchEntries(many, 'ana')).toHaveLength(20)
  })

  it('marks where the query matched in the original label', () => {
    const [result] = searchEntries(entries, 'zoe m')
    expect(result?.match).toEqual([0, 5])
    const [okafor] = searchEntries(entries, 'kaf')
    expect(okafor?.label.slice(...(okafor.match ?? [0, 0]))).toBe('kaf')
  })
})

describe('fold', () => {
  it('lowercases, drops accents and collapses punctuation and spaces', () => {
    expect(fold('  Zoë  O’Brien-Smith ').folded).toBe('zoe o brien smith')
  })

  it('maps each folded character back to the original', () => {
    const { folded, at } = fold('Zoë  Ray')
    expect(folded).toBe('zoe ray')
    expect(at).toEqual([0, 1, 2, 3, 5, 6, 7])
  })
})
