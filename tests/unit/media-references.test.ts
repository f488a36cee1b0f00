/**
 * The media a document names (src/cms/media/media-references.ts), read from a document as Payload
 * returns it in every language: what decides which pictures visitors may fetch.
 */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { canNameMedia, mediaIdsIn } from '@/cms/media/media-references'

const FIELDS: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'cover', type: 'upload', relationTo: 'media' },
  {
    name: 'seo',
    type: 'group',
    fields: [{ name: 'image', type: 'upload', relationTo: 'media', localized: true }],
  },
  { type: 'row', fields: [{ name: 'badge', type: 'upload', relationTo: 'media' }] },
  {
    type: 'tabs',
    tabs: [
      { label: 'Unnamed', fields: [{ name: 'poster', type: 'upload', relationTo: 'media' }] },
      { name: 'office', fields: [{ name: 'map', type: 'upload', relationTo: 'media' }] },
    ],
  },
  {
    name: 'gallery',
    type: 'array',
    fields: [{ name: 'image', type: 'upload', relationTo: 'media' }],
  },
  {
    name: 'cards',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
  },
  {
    name: 'blocks',
    type: 'blocks',
    blocks: [
      { slug: 'hero', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
      { slug: 'quote', fields: [{ name: 'text', type: 'text' }] },
    ],
  },
  { name: 'bio', type: 'richText', localized: true },
  { name: 'applicantPhoto', type: 'upload', relationTo: 'submission-photos' },
]

const paragraphWith = (value: unknown) => ({
  root: {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', text: 'Hello' }] },
      { type: 'upload', relationTo: 'media', value },
      { type: 'upload', relationTo: 'submission-photos', value: 999 },
    ],
  },
})

describe('the media a document names', () => {
  it('are found in every kind of field, every language, ids or populated', () => {
    const doc = {
      title: 'A page',
      cover: 1,
      seo: { image: { en: 2, es: { id: 3, filename: 'es.jpg' } } },
      badge: 4,
      poster: 5,
      office: { map: 6 },
      gallery: [{ image: 7 }, { image: { id: 8 } }],
      cards: [9, { id: 10 }],
      blocks: [
        { blockType: 'hero', image: 11 },
        { blockType: 'quote', text: 'No picture' },
        { blockType: 'gone', image: 998 },
      ],
      bio: { en: paragraphWith(12), es: paragraphWith({ id: 13 }) },
      applicantPhoto: 997,
    }
    expect([...mediaIdsIn(FIELDS, doc)].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ])
  })

  it('are none for empty fields and missing values', () => {
    expect(mediaIdsIn(FIELDS, { cover: null, gallery: null, blocks: [], bio: null }).size).toBe(0)
    expect(mediaIdsIn(FIELDS, null).size).toBe(0)
  })

  it('can be named by fields that hold an upload or rich text, at any depth', () => {
    expect(canNameMedia(FIELDS)).toBe(true)
    expect(canNameMedia([{ name: 'title', type: 'text' }])).toBe(false)
    expect(canNameMedia([{ name: 'photo', type: 'upload', relationTo: 'submission-photos' }])).toBe(
      false,
    )
    expect(
      canNameMedia([{ name: 'rows', type: 'array', fields: [{ name: 'body', type: 'richText' }] }]),
    ).toBe(true)
  })
})
