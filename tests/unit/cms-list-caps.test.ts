import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  capRestListReads,
  cappedJoins,
  cappedList,
  MAX_LIST_LIMIT,
  STAFF_MAX_LIST_LIMIT,
} from '@/cms/hooks/cap-list-reads'

describe('cappedList', () => {
  it.each([
    [{ limit: 10 }, 10],
    [{ limit: 100 }, 100],
    [{ limit: 101 }, 100],
    [{ limit: 100000 }, 100],
    [{ limit: 0 }, 100],
    [{ limit: -5 }, 100],
    [{ limit: 'many' }, 100],
    [{ limit: Number.POSITIVE_INFINITY }, 100],
    [{ limit: 5, pagination: false }, 100],
    [{ pagination: false }, 100],
  ])('%o reads at most %i documents, a page at a time', (args, limit) => {
    expect(cappedList(args, 100)).toEqual({ limit, pagination: true })
  })

  it('caps the lists of join fields the same way', () => {
    expect(
      cappedJoins({ books: { limit: 0, sort: 'title' }, other: false, plain: { sort: 'x' } }, 100),
    ).toEqual({ books: { limit: 100, sort: 'title' }, other: false, plain: { sort: 'x' } })
    expect(cappedJoins(false, 100)).toBe(false)
  })
})

describe('capRestListReads', () => {
  const run = (
    args: Record<string, unknown>,
    options: { api?: string; user?: object | null; operation?: string } = {},
  ) =>
    capRestListReads({
      args: args as never,
      operation: (options.operation ?? 'read') as 'read',
      req: { payloadAPI: options.api ?? 'REST', user: options.user ?? null } as PayloadRequest,
      collection: {} as never,
      context: {},
    })

  it('caps visitors at 100 and staff at 1000 on the REST API', () => {
    expect(run({ limit: 5000 })).toMatchObject({ limit: MAX_LIST_LIMIT, pagination: true })
    expect(run({ limit: 5000 }, { user: { id: 1 } })).toMatchObject({
      limit: STAFF_MAX_LIST_LIMIT,
    })
    expect(run({ pagination: false }, { operation: 'findVersions' })).toMatchObject({ limit: 100 })
    expect(run({}, { operation: 'readDistinct' })).toMatchObject({ limit: 100 })
    expect(run({ id: 3, joins: { books: { limit: 0 } } })).toEqual({
      id: 3,
      joins: { books: { limit: 100 } },
    })
  })

  it('leaves Payload’s default page, and reads of the Local API, alone', () => {
    expect(run({ where: {} })).toEqual({ where: {} })
    expect(run({ limit: 0 }, { api: 'local' })).toEqual({ limit: 0 })
    expect(run({ data: { limit: 0 } }, { operation: 'create' })).toEqual({ data: { limit: 0 } })
  })
})
