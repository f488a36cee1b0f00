import type { CollectionConfig, Field } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales'

import { trackMissingTranslations } from '../hooks/missing-translations'

/**
 * Empty in another language by design: a location's mail texts fall back to the built-in texts
 * of the visitor's language, not to the English ones.
 */
const NOT_TRANSLATIONS = ['mailTexts']

const missingTranslationsField: Field = {
  name: 'missingTranslations',
  label: 'Missing translations',
  type: 'select',
  hasMany: true,
  options: LOCALES.filter((code) => code !== DEFAULT_LOCALE).map((code) => ({
    label: LOCALE_NAMES[code],
    value: code,
  })),
  admin: {
    position: 'sidebar',
    readOnly: true,
    description:
      'Languages in which some of this entry’s words are not translated yet (visitors there read the English). Kept on every save; switch language with the locale menu at the top.',
  },
}

/**
 * A collection whose entries tell staff which languages still lack their words: a column of the
 * list (filter it by "Missing translations") and a note in the entry's sidebar, kept on save.
 */
export function withTranslationStatus(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    admin: {
      ...collection.admin,
      defaultColumns: [...(collection.admin?.defaultColumns ?? []), 'missingTranslations'],
    },
    fields: [...collection.fields, missingTranslationsField],
    hooks: {
      ...collection.hooks,
      beforeChange: [
        ...(collection.hooks?.beforeChange ?? []),
        trackMissingTranslations(NOT_TRANSLATIONS),
      ],
    },
  }
}
