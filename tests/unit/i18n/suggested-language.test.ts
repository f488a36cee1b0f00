import { describe, expect, it } from 'vitest'

import { suggestedLanguage } from '@/features/languages/preferred-language'

describe('the suggestion to read another language', () => {
  const reading = (pageLocale: 'en' | 'es') => ({ pageLocale, chosen: null, dismissed: false })

  it('offers the first browser language the site has, when the page is in another', () => {
    expect(suggestedLanguage({ ...reading('en'), browserLanguages: ['es-MX', 'en'] })).toBe('es')
    expect(suggestedLanguage({ ...reading('en'), browserLanguages: ['fr', 'es'] })).toBe('es')
    expect(suggestedLanguage({ ...reading('es'), browserLanguages: ['en-US'] })).toBe('en')
  })

  it('offers nothing to a visitor reading the language they prefer, or one the site lacks', () => {
    expect(suggestedLanguage({ ...reading('en'), browserLanguages: ['en-GB', 'es'] })).toBeNull()
    expect(suggestedLanguage({ ...reading('en'), browserLanguages: ['fr', 'de'] })).toBeNull()
  })

  it('follows the language chosen with the switch over the browser', () => {
    expect(
      suggestedLanguage({
        pageLocale: 'en',
        chosen: 'en',
        dismissed: false,
        browserLanguages: ['es'],
      }),
    ).toBeNull()
    expect(
      suggestedLanguage({
        pageLocale: 'en',
        chosen: 'es',
        dismissed: false,
        browserLanguages: ['en'],
      }),
    ).toBe('es')
  })

  it('offers nothing once dismissed', () => {
    expect(
      suggestedLanguage({
        pageLocale: 'en',
        chosen: null,
        dismissed: true,
        browserLanguages: ['es'],
      }),
    ).toBeNull()
  })
})
