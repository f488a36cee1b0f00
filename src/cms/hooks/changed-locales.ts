import type { Field } from 'payload'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales'

type Data = Record<string, unknown>

// Kept on every save (by Payload, or by hooks/missing-translations.ts for staff): never a
// change visitors read.
const BOOKKEEPING = new Set(['createdAt', 'updatedAt', 'missingTranslations'])

/**
 * Which languages a save changed what visitors read in. A save in English changes every
 * language (the others fall back to its words), and so does one that changes a field shared by
 * all languages (a slug, a picture, an order). A save in another language that changed only
 * that language's own (localized) fields changes that language alone.
 *
 * With drafts, the document before the save is its latest version, which may be a draft visitors
 * never saw (English words, a new picture). Its `_status` is shared by all languages, so a
 * publish over it, even from the Spanish editor, counts as changing every language.
 */
export function localesChangedBy(save: {
  readonly locale: string | null | undefined
  readonly fields: readonly Field[]
  readonly doc: Data
  readonly previousDoc: Data | null | undefined
}): readonly Locale[] {
  const { locale, fields, doc, previousDoc } = save
  if (!isLocale(locale) || locale === DEFAULT_LOCALE || !previousDoc) return LOCALES
  const shared = (data: Data) => JSON.stringify(sharedValues(fields, data))
  return shared(doc) === shared(previousDoc) ? [locale] : LOCALES
}

/** The values of a document's fields that are the same in every language, in a comparable form. */
function sharedValues(fields: readonly Field[], data: Data | null | undefined): Data {
  const values: Data = {}
  if (!data) return values
  for (const field of fields) {
    if ('localized' in field && field.localized) continue
    if ('virtual' in field && field.virtual) continue
    switch (field.type) {
      case 'row':
      case 'collapsible':
        Object.assign(values, sharedValues(field.fields, data))
        break
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name)
            values[tab.name] = sharedValues(tab.fields, data[tab.name] as Data)
          else Object.assign(values, sharedValues(tab.fields, data))
        }
        break
      case 'group':
        if ('name' in field && field.name)
          values[field.name] = sharedValues(field.fields, data[field.name] as Data)
        else Object.assign(values, sharedValues(field.fields, data))
        break
      case 'array':
        values[field.name] = rows(data[field.name]).map((row) => ({
          id: row.id,
          ...sharedValues(field.fields, row),
        }))
        break
      case 'blocks':
        values[field.name] = rows(data[field.name]).map((row) => {
          const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
          return { id: row.id, blockType: row.blockType, ...sharedValues(block?.fields ?? [], row) }
        })
        break
      case 'ui':
      case 'join':
        break
      default:
        if (!BOOKKEEPING.has(field.name)) values[field.name] = reference(data[field.name])
    }
  }
  return values
}

const rows = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : [])

/** A related document, populated or not, compares by its id. */
function reference(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reference)
  if (value && typeof value === 'object') {
    const object = value as Data
    if ('relationTo' in object && 'value' in object) {
      return { relationTo: object.relationTo, value: reference(object.value) }
    }
    if ('id' in object) return object.id
  }
  return value ?? null
}
