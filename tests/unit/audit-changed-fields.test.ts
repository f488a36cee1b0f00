import { describe, expect, it } from 'vitest'

import { changedFieldNames } from '@/cms/audit/audit-trail'

describe('changedFieldNames', () => {
  it('names the top-level fields whose value changed, sorted, without bookkeeping', () => {
    const before = {
      id: 4,
      name: 'Lena',
      measurements: { height: 178 },
      portfolio: [{ image: 1 }, { image: 2 }],
      updatedAt: '2026-01-01T00:00:00.000Z',
      _status: 'draft',
    }
    const after = {
      ...before,
      name: 'Lena Vogel',
      portfolio: [{ image: 2 }, { image: 1 }],
      updatedAt: '2026-01-02T00:00:00.000Z',
      _status: 'published',
    }
    expect(changedFieldNames(before, after)).toEqual(['name', 'portfolio'])
  })

  it('counts a field set for the first time, and one emptied, but not null for undefined', () => {
    expect(changedFieldNames({ notes: 'x', phone: null }, { notes: null, email: 'a@b.c' })).toEqual(
      ['email', 'notes'],
    )
  })

  it('names every field a new document sets', () => {
    expect(
      changedFieldNames(undefined, { id: 1, question: 'Q', answer: 'A', order: null }),
    ).toEqual(['answer', 'question'])
  })
})
