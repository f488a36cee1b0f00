import { describe, expect, it } from 'vitest'

import { checkQuery, MAX_PAGE, QueryRefusal } from '@/cms/hooks/refuse-malformed-queries'

const fields = [
  { name: 'slug', type: 'text' },
  { name: 'height', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'inTown', type: 'checkbox' },
  { name: 'location', type: 'relationship', relationTo: 'locations' },
  { name: 'spot', type: 'point' },
] as const

const refusal = (query: { page?: unknown; where?: unknown }) => {
  try {
    checkQuery(query, fields as never)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(QueryRefusal)
    return (error as QueryRefusal).message
  }
}

describe('checkQuery', () => {
  it.each(['\u0000', '€', 'a;b', '1.5', '-1', '1e3', 'x'.repeat(20), '1234567890123456'])(
    'answers 404 for the id %j',
    (id) => {
      expect(() => checkQuery({ id }, [])).toThrow(expect.objectContaining({ status: 404 }))
    },
  )

  it('lets numeric ids through', () => {
    expect(() => checkQuery({ id: 42 }, [])).not.toThrow()
    expect(() => checkQuery({ id: '42' }, [])).not.toThrow()
  })

  it.each(['1e20', '1.5', 'Infinity', '0', '-1', 'abc', String(MAX_PAGE + 1), 1.5])(
    'refuses page=%s',
    (page) => {
      expect(refusal({ page })).toMatch(/^page must be a whole number/)
    },
  )

  it.each([
    [{ id: { equals: ['1'] } }, 'where[id][equals] must be one value'],
    [{ slug: { near: '1,2' } }, 'where[slug][near]: slug is not a point field'],
    [{ createdAt: { greater_than: 'notadate' } }, 'where[createdAt][greater_than] must be a date'],
    [{ height: { less_than: 'tall' } }, 'where[height][less_than] must be a number'],
    [{ location: { in: '1,x' } }, 'where[location][in] must be a number'],
    [{ slug: { exists: 'maybe' } }, 'where[slug][exists] must be true or false'],
    [{ slug: { regex: '.*' } }, 'where[slug][regex]: unknown operator regex'],
    [{ slug: 'a' }, 'where[slug] needs an operator'],
    [{ and: 'x' }, 'where[and] must be a list'],
    [{ or: [{ slug: { equals: { deep: 1 } } }] }, 'where[slug][equals] must be one value'],
  ])('refuses %j', (where, message) => {
    expect(refusal({ where })).toBe(message)
  })

  it.each([
    { page: 3 },
    { page: '2' },
    { where: { id: { in: ['1', '2'] } } },
    { where: { slug: { like: 'ana' }, height: { greater_than_equal: '170' } } },
    { where: { or: [{ slug: { equals: 'a' } }, { createdAt: { less_than: '2024-05-01' } }] } },
    { where: { and: { 0: { inTown: { equals: 'true' } } } } },
    { where: { spot: { near: '1,2,1000' } } },
    { where: { 'books.slug': { equals: 'women' } } },
  ])('lets %j through', (query) => {
    expect(refusal(query)).toBeNull()
  })
})
