import type { CollectionSlug, Field, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { asData, type Data, fieldsStoredInParent, rowFields, rows } from '@/cms/fields/field-tree'

import { SEED_TALENTS, seedBio } from './talents'
import { seedBioInSpanish, SPANISH, SPANISH_PATTERNS } from './spanish'

type Translate = (english: string) => string

/** Seeded writes must not try to expire Next's cache: there is none outside a request. */
const context = { disableRevalidate: true }

/** Left in English on purpose: a location's mails use the built-in texts of each language. */
const UNTRANSLATED = ['mailTexts']

const TRANSLATED_COLLECTIONS = [
  'pages',
  'books',
  'faqs',
  'locations',
  'talents',
  'media',
] as const satisfies CollectionSlug[]
const TRANSLATED_GLOBALS = ['navigation', 'footer', 'settings'] as const satisfies GlobalSlug[]

/**
 * Gives the demo its Spanish: every document the seed wrote in English is saved again in Spanish,
 * each localized field translated through SPANISH (spanish.ts). A text without its Spanish
 * stops the seed, so no page of the demo is left half in English.
 */
export async function translateDemo(payload: Payload, req: PayloadRequest): Promise<void> {
  const bios = new Map(
    SEED_TALENTS.map((talent, index) => [
      seedBio(talent.name, index),
      seedBioInSpanish(talent.name, index),
    ]),
  )
  const translate: Translate = (english) => {
    const pattern = SPANISH_PATTERNS.find(([englishPattern]) => englishPattern.test(english))
    const spanish =
      SPANISH[english] ?? bios.get(english) ?? (pattern && english.replace(pattern[0], pattern[1]))
    if (spanish === undefined)
      throw new Error(`The demo has no Spanish for "${english}" (src/seed/spanish.ts).`)
    return spanish
  }
  for (const collection of TRANSLATED_COLLECTIONS) {
    const { fields, versions } = payload.collections[collection].config
    const { docs } = await payload.find({
      collection,
      locale: 'en',
      depth: 0,
      pagination: false,
      req,
    })
    for (const doc of docs) {
      await payload.update({
        collection,
        id: doc.id,
        locale: 'es',
        data: {
          ...inSpanish(fields, doc, translate),
          ...(versions ? { _status: 'published' } : {}),
        },
        req,
        context,
      })
    }
  }
  for (const slug of TRANSLATED_GLOBALS) {
    const { fields } = payload.globals.config.find((global) => global.slug === slug)!
    const doc = await payload.findGlobal({ slug, locale: 'en', depth: 0, req })
    await payload.updateGlobal({
      slug,
      locale: 'es',
      data: inSpanish(fields, doc, translate),
      req,
      context,
    })
  }
}

/**
 * The Spanish save of a document: its localized fields translated, and its rows (arrays, blocks)
 * whole with their ids, so the values all languages share stay as they are.
 */
function inSpanish(fields: readonly Field[], source: object, translate: Translate): Data {
  const doc = source as Data
  const data: Data = {}
  for (const field of fields) {
    const inParent = fieldsStoredInParent(field)
    if (inParent) Object.assign(data, inSpanish(inParent, doc, translate))
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          data[tab.name] = inSpanish(tab.fields, asData(doc[tab.name]), translate)
        else Object.assign(data, inSpanish(tab.fields, doc, translate))
      }
    } else if (!('name' in field) || UNTRANSLATED.includes(field.name)) continue
    else if ('localized' in field && field.localized)
      data[field.name] = translated(doc[field.name], translate)
    else if (field.type === 'group')
      data[field.name] = inSpanish(field.fields, asData(doc[field.name]), translate)
    else if (field.type === 'array' || field.type === 'blocks') {
      data[field.name] = rows(doc[field.name]).map((row) => ({
        ...row,
        ...inSpanish(rowFields(field, row), row, translate),
      }))
    }
  }
  return data
}

/** A text, or the text nodes of a rich text document, in Spanish. */
function translated(value: unknown, translate: Translate): unknown {
  if (typeof value === 'string') return value.trim() === '' ? value : translate(value)
  if (Array.isArray(value)) return value.map((item) => translated(item, translate))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'text' && typeof item === 'string'
          ? translate(item)
          : typeof item === 'object'
            ? translated(item, translate)
            : item,
      ]),
    )
  }
  return value
}
