import { describe, expect, it } from 'vitest'

import { GLOBAL_ERROR_TEXTS } from '@/features/errors/global-error-texts'
import { LOCALES } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { en } from '@/lib/i18n/messages/en'

/** Every text of a catalogue by its dotted key: `shell.menu` → 'Menu'. */
function texts(catalogue: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`
    if (value !== null && typeof value === 'object') {
      for (const [inner, text] of texts(value, `${path}.`)) found.set(inner, text)
    } else found.set(path, value)
  }
  return found
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()

const english = texts(en)

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const translated = texts(catalogues[locale])

  it('has exactly the keys of English, in the same order', () => {
    expect([...translated.keys()]).toEqual([...english.keys()])
  })

  it('gives every key a text that is not empty', () => {
    for (const [key, text] of translated) {
      expect(typeof text, key).toBe('string')
      expect((text as string).trim(), key).not.toBe('')
    }
  })

  it('uses the same {placeholders} as English in every text', () => {
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) as string), key).toEqual(placeholders(text as string))
    }
  })
})

describe('the English catalogue', () => {
  it('gives every key a text that is not empty', () => {
    for (const [key, text] of english) {
      expect(typeof text, key).toBe('string')
      expect((text as string).trim(), key).not.toBe('')
    }
  })
})

describe('the last-resort error screen (app/global-error.tsx)', () => {
  it.each(LOCALES)('says in %s what the catalogue’s error screen says', (locale) => {
    const { serverErrorHeading, serverErrorText, goHome } = catalogues[locale].errors
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ serverErrorHeading, serverErrorText, goHome })
  })
})
