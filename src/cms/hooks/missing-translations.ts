import type { CollectionBeforeChangeHook, Field } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'

import { asData, type Data, fieldsStoredInParent, rowFields, rows } from '../fields/field-tree'

type ByLocale = Partial<Record<Locale, unknown>>

/**
 * The languages in which a document lacks words it has in English: some localized field is
 * filled in English and empty in that language (visitors there read the English). `doc` holds
 * every language, as Payload reads it with `locale: 'all'`. Fields named in `ignore` are left
 * out: their empty value is not a missing translation (a location's mail texts fall back to the
 * built-in texts of the visitor's language).
 */
export function untranslatedLocales(
  fields: readonly Field[],
  doc: Data,
  ignore: readonly string[] = [],
): Locale[] {
  const missing = new Set<Locale>()
  visitLocalized(fields, doc, ignore, (values) => {
    if (!filled(values[DEFAULT_LOCALE])) return
    for (const locale of LOCALES) if (!filled(values[locale])) missing.add(locale)
  })
  return LOCALES.filter((locale) => missing.has(locale))
}

/**
 * A stored document in every language with a save in one language laid over it: the save's
 * localized values replace that language's, rows are matched by id, and what the save leaves
 * out stays as stored.
 */
export function withSavedLocale(
  fields: readonly Field[],
  stored: Data,
  saved: Data,
  locale: Locale,
): Data {
  const result: Data = { ...stored }
  for (const field of fields) {
    const inParent = fieldsStoredInParent(field)
    if (inParent) {
      Object.assign(result, withSavedLocale(inParent, result, saved, locale))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (tab.name in saved)
            result[tab.name] = withSavedLocale(
              tab.fields,
              asData(stored[tab.name]),
              asData(saved[tab.name]),
              locale,
            )
        } else Object.assign(result, withSavedLocale(tab.fields, result, saved, locale))
      }
      continue
    }
    if (!('name' in field) || !field.name || !(field.name in saved)) continue
    const { name } = field
    if ('localized' in field && field.localized) {
      result[name] = { ...asData(stored[name]), [locale]: saved[name] }
    } else if (field.type === 'group') {
      result[name] = withSavedLocale(
        field.fields,
        asData(stored[name]),
        asData(saved[name]),
        locale,
      )
    } else if (field.type === 'array' || field.type === 'blocks') {
      const storedRows = new Map(rows(stored[name]).map((row) => [row.id, row]))
      result[name] = rows(saved[name]).map((row) =>
        withSavedLocale(rowFields(field, row), storedRows.get(row.id) ?? {}, row, locale),
      )
    }
  }
  return result
}

/**
 * Keeps a document's `missingTranslations` (see missingTranslationsField) as it is saved: reads
 * it in every language, lays the save over it and names the languages left without words.
 */
export function trackMissingTranslations(
  ignore: readonly string[] = [],
): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    const stored =
      originalDoc?.id === undefined
        ? {}
        : await req.payload.findByID({
            collection: collection.slug,
            id: originalDoc.id,
            locale: 'all',
            draft: Boolean(collection.versions?.drafts),
            depth: 0,
            overrideAccess: true,
            // The save's own transaction, in a request of the read's own: the Local API sets the
            // request's language to the read's ('all'), which the save must keep.
            req: { transactionID: req.transactionID, user: req.user, context: req.context },
          })
    const locale = LOCALES.find((code) => code === req.locale) ?? DEFAULT_LOCALE
    const doc = withSavedLocale(collection.fields, stored as Data, data, locale)
    return { ...data, missingTranslations: untranslatedLocales(collection.fields, doc, ignore) }
  }
}

function visitLocalized(
  fields: readonly Field[],
  data: Data,
  ignore: readonly string[],
  visit: (values: ByLocale) => void,
): void {
  for (const field of fields) {
    const inParent = fieldsStoredInParent(field)
    if (inParent) {
      visitLocalized(inParent, data, ignore, visit)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabData = 'name' in tab && tab.name ? asData(data[tab.name]) : data
        visitLocalized(tab.fields, tabData, ignore, visit)
      }
      continue
    }
    if (!('name' in field) || !field.name || ignore.includes(field.name)) continue
    const value = data[field.name]
    if ('localized' in field && field.localized) visit(asData(value) as ByLocale)
    else if (field.type === 'group') visitLocalized(field.fields, asData(value), ignore, visit)
    else if (field.type === 'array' || field.type === 'blocks') {
      for (const row of rows(value)) visitLocalized(rowFields(field, row), row, ignore, visit)
    }
  }
}

/** Rich text counts as filled when it holds any text, not an empty paragraph. */
function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') {
    return !('root' in value) || /"text":"[^"]*[^"\s]/.test(JSON.stringify(value))
  }
  return true
}
