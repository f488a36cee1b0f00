/**
 * FormKit's messages in each of the site's languages, word for word from @formkit/i18n, with two
 * changes: dates inside messages are formatted in a fixed Intl locale per language, because
 * FormKit uses the runtime's, which differs between server and browser; and the Spanish consent
 * message takes its article from the field's name, as FormKit's ("Acepte el {name}") gives the
 * privacy policy, "la política", the wrong one.
 * Only `en` and `es` are imported: @formkit/i18n's `locales` would add ~45 KB to the bundle; `es`
 * adds about 0.8 KiB (brotli) to a form page's script, too little to load it only on Spanish pages.
 */
import { createI18nPlugin, en, es, sentence } from '@formkit/i18n'

import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'

type MessageArgs = { name: string; args: unknown[] }

/** Dates inside messages ('must be after Jan 1, 2020.'), the same on the server and in browsers. */
function dateFormatter(locale: Locale): (value: unknown) => string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  // The same as @formkit/i18n's `date` formatter, with the locale pinned.
  return (value) => {
    const date = typeof value === 'string' ? new Date(Date.parse(value)) : value
    // FormKit throws on an invalid date; defineFormSchema refuses unreadable date arguments anyway.
    return date instanceof Date && !Number.isNaN(date.getTime()) ? format.format(date) : '(unknown)'
  }
}

const formatEnglishDate = dateFormatter('en')
const formatSpanishDate = dateFormatter('es')

const englishValidation = {
  ...en.validation,
  date_after({ name, args }: MessageArgs) {
    if (args.length) return `${sentence(name)} must be after ${formatEnglishDate(args[0])}.`
    return `${sentence(name)} must be in the future.`
  },
  date_before({ name, args }: MessageArgs) {
    if (args.length) return `${sentence(name)} must be before ${formatEnglishDate(args[0])}.`
    return `${sentence(name)} must be in the past.`
  },
  date_between({ name, args }: MessageArgs) {
    return `${sentence(name)} must be between ${formatEnglishDate(args[0])} and ${formatEnglishDate(args[1])}`
  },
}

const spanishValidation = {
  ...es.validation,
  accepted({ name }: MessageArgs) {
    return `Acepta ${name}, por favor.`
  },
  date_after({ name, args }: MessageArgs) {
    if (args.length) return `${sentence(name)} debe ser posterior a ${formatSpanishDate(args[0])}.`
    return `${sentence(name)} debe ser una fecha futura.`
  },
  date_before({ name, args }: MessageArgs) {
    if (args.length) return `${sentence(name)} debe ser anterior a ${formatSpanishDate(args[0])}.`
    return `${sentence(name)} debe ser una fecha pasada.`
  },
  date_between({ name, args }: MessageArgs) {
    return `${sentence(name)} debe estar entre ${formatSpanishDate(args[0])} y ${formatSpanishDate(args[1])}`
  },
}

/**
 * FormKit's locale for each language it has, keyed by the site's locale codes; a node reads its
 * own from `config.locale` (createFormTree sets it on the form). A language FormKit lacks gets
 * the first one registered, English.
 */
export const i18nPlugin = createI18nPlugin({
  en: { ...en, validation: englishValidation },
  es: { ...es, validation: spanishValidation },
} satisfies Partial<Record<Locale, unknown>>)
