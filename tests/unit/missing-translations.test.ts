import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { untranslatedLocales, withSavedLocale } from '@/cms/hooks/missing-translations'
import { richText } from '@/seed/rich-text'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    name: 'blocks',
    type: 'blocks',
    blocks: [
      { slug: 'richText', fields: [{ name: 'content', type: 'richText', localized: true }] },
    ],
  },
  {
    name: 'mailTexts',
    type: 'group',
    fields: [{ name: 'subject', type: 'text', localized: true }],
  },
]

const english = {
  title: { en: 'About' },
  slug: 'about',
  blocks: [{ id: 'b1', blockType: 'richText', content: { en: richText('Who we are.') } }],
  mailTexts: { subject: { en: 'We received your message' } },
}

describe('the languages an entry lacks', () => {
  it('names Spanish while a word written in English has no Spanish, inside blocks too', () => {
    expect(untranslatedLocales(fields, english, ['mailTexts'])).toEqual(['es'])
    const titled = withSavedLocale(fields, english, { title: 'Nosotros' }, 'es')
    expect(untranslatedLocales(fields, titled, ['mailTexts'])).toEqual(['es'])
  })

  it('looks inside a group without a name, whose fields are stored as its parent’s', () => {
    const grouped: Field[] = [
      { type: 'group', fields: [{ name: 'tagline', type: 'text', localized: true }] },
    ]
    expect(untranslatedLocales(grouped, { tagline: { en: 'Faces' } }, [])).toEqual(['es'])
    const saved = withSavedLocale(
      grouped,
      { tagline: { en: 'Faces' } },
      { tagline: 'Rostros' },
      'es',
    )
    expect(saved).toEqual({ tagline: { en: 'Faces', es: 'Rostros' } })
    expect(untranslatedLocales(grouped, saved, [])).toEqual([])
  })

  it('counts rich text without words as empty', () => {
    const blank = withSavedLocale(
      fields,
      english,
      { title: 'Nosotros', blocks: [{ id: 'b1', blockType: 'richText', content: richText('') }] },
      'es',
    )
    expect(untranslatedLocales(fields, blank, ['mailTexts'])).toEqual(['es'])
  })

  it('names none once every word is translated, and leaves out the fields it is told to', () => {
    const whole = withSavedLocale(
      fields,
      english,
      {
        title: 'Nosotros',
        blocks: [{ id: 'b1', blockType: 'richText', content: richText('Quiénes somos.') }],
      },
      'es',
    )
    expect(untranslatedLocales(fields, whole, ['mailTexts'])).toEqual([])
    expect(untranslatedLocales(fields, whole)).toEqual(['es'])
  })

  it('keeps what a save leaves out: the stored languages and the rows it does not name', () => {
    const saved = withSavedLocale(fields, english, { title: 'Nosotros' }, 'es')
    expect(saved).toMatchObject({ title: { en: 'About', es: 'Nosotros' }, blocks: english.blocks })
  })
})
