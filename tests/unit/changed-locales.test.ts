import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { localesChangedBy } from '@/cms/hooks/changed-locales'

/** The shapes that matter: localized and shared fields, at the top, in a group, an array and a block. */
const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'seo', type: 'group', fields: [{ name: 'title', type: 'text', localized: true }] },
  {
    name: 'portfolio',
    type: 'array',
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media' },
      { name: 'caption', type: 'text', localized: true },
    ],
  },
  {
    name: 'blocks',
    type: 'blocks',
    blocks: [
      {
        slug: 'hero',
        fields: [
          { name: 'heading', type: 'text', localized: true },
          { name: 'link', type: 'group', fields: [{ name: 'url', type: 'text' }] },
        ],
      },
    ],
  },
]

const before = {
  id: 1,
  title: 'Women',
  slug: 'women',
  image: { id: 7, filename: 'women.jpg' },
  seo: { title: 'Women · Roster' },
  portfolio: [{ id: 'a', image: 7, caption: 'Studio' }],
  blocks: [{ id: 'h', blockType: 'hero', heading: 'Faces', link: { url: '/submit' } }],
  updatedAt: '2026-11-26T08:00:00.000Z',
}

const saved = (locale: string | undefined, after: Record<string, unknown>) =>
  localesChangedBy({
    locale,
    fields,
    doc: { ...before, ...after, updatedAt: 'later' },
    previousDoc: before,
  })

describe('the languages a save changed', () => {
  it('is Spanish alone when a Spanish save changed only localized words, at any depth', () => {
    expect(saved('es', { title: 'Mujeres' })).toEqual(['es'])
    expect(saved('es', { seo: { title: 'Mujeres · Roster' } })).toEqual(['es'])
    expect(saved('es', { portfolio: [{ id: 'a', image: 7, caption: 'Estudio' }] })).toEqual(['es'])
    expect(saved('es', { blocks: [{ ...before.blocks[0], heading: 'Rostros' }] })).toEqual(['es'])
  })

  it('is Spanish alone when a populated relation reads the same as its id', () => {
    expect(saved('es', { image: 7, title: 'Mujeres' })).toEqual(['es'])
  })

  it('is every language when a Spanish save changed a field all languages share', () => {
    expect(saved('es', { slug: 'mujeres' })).toEqual(['en', 'es'])
    expect(saved('es', { image: 8 })).toEqual(['en', 'es'])
    expect(saved('es', { portfolio: [] })).toEqual(['en', 'es'])
    expect(saved('es', { blocks: [{ ...before.blocks[0], link: { url: '/about' } }] })).toEqual([
      'en',
      'es',
    ])
  })

  it('is every language when a Spanish save publishes over a draft visitors never saw', () => {
    // Payload adds `_status`, shared by all languages, to a collection with drafts.
    const withDrafts: Field[] = [
      ...fields,
      { name: '_status', type: 'select', options: ['draft', 'published'] },
    ]
    const draft = { ...before, _status: 'draft', title: 'Women (new)' }
    const published = { ...draft, _status: 'published', title: 'Mujeres' }
    expect(
      localesChangedBy({ locale: 'es', fields: withDrafts, doc: published, previousDoc: draft }),
    ).toEqual(['en', 'es'])
    const live = { ...before, _status: 'published' }
    const translated = { ...live, title: 'Mujeres' }
    expect(
      localesChangedBy({ locale: 'es', fields: withDrafts, doc: translated, previousDoc: live }),
    ).toEqual(['es'])
  })

  it('is every language for any save in English, which the others fall back to', () => {
    expect(saved('en', { title: 'Women and more' })).toEqual(['en', 'es'])
  })

  it('is every language for a new document or a save without a known language', () => {
    expect(localesChangedBy({ locale: 'es', fields, doc: before, previousDoc: null })).toEqual([
      'en',
      'es',
    ])
    expect(saved(undefined, { title: 'Mujeres' })).toEqual(['en', 'es'])
    expect(saved('all', { title: 'Mujeres' })).toEqual(['en', 'es'])
  })
})
