import { describe, expect, it, vi } from 'vitest'

import { perLocale } from '@/lib/i18n/per-locale'

describe('perLocale', () => {
  it('makes a value once per language, on first use', () => {
    const make = vi.fn((locale: string) => ({ locale }))
    const format = perLocale(make)
    expect(make).not.toHaveBeenCalled()
    expect(format('es')).toBe(format('es'))
    expect(format('en')).toEqual({ locale: 'en' })
    expect(make).toHaveBeenCalledTimes(2)
  })
})
