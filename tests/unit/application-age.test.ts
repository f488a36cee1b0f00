import { describe, expect, it } from 'vitest'

import { ageOn } from '@/cms/inbox/application-details-field'

describe('an applicant’s age, from their date of birth', () => {
  const today = new Date('2026-11-28T12:00:00Z')

  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2008-11-28', today)).toBe(18)
    expect(ageOn('2008-11-29', today)).toBe(17)
    expect(ageOn('2008-12-01T00:00:00.000Z', today)).toBe(17)
    expect(ageOn('2001-01-01', today)).toBe(25)
  })

  it('is unknown without a readable date', () => {
    expect(ageOn(null, today)).toBeNull()
    expect(ageOn('not a date', today)).toBeNull()
  })
})
