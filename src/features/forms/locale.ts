/**
 * FormKit's messages in each of the site's languages: English word for word from @formkit/i18n
 * (the spec quotes them), with dates inside messages formatted in a fixed Intl locale per
 * language, because FormKit uses the runtime's, which differs between server and browser; Spanish
 * rewritten (below).
 * Only `en` and `es` are imported: @formkit/i18n's `locales` would add ~45 KB to the bundle; `es`
 * adds about 0.8 KiB (brotli) to a form page's script, too little to load it only on Spanish pages.
 */
import { createI18nPlugin, en, es, sentence } from '@formkit/i18n'

import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'

import { agree, spanishName, spanishSubject } from './spanish-names'

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

/**
 * FormKit's Spanish is a word-for-word calque in the formal address ("Nombre completo es
 * requerido.", "Ingrese…", "caractéres"); the site speaks natural Spanish with tú, naming each
 * field with its article (spanish-names.ts).
 */
const spanishValidation = {
  ...es.validation,
  accepted({ name }: MessageArgs) {
    return `Acepta ${spanishName(name)?.phrase ?? name}, por favor.`
  },
  required({ name }: MessageArgs) {
    const subject = spanishSubject(name)
    return `${subject.phrase} ${subject.plural ? 'son' : 'es'} ${agree('obligatori', subject)}.`
  },
  length({ name, args: [first = 0, second = Infinity] }: { name: string; args: number[] }) {
    const subject = spanishSubject(name)
    const must = `${subject.phrase} debe${subject.plural ? 'n' : ''} tener`
    const min = Math.min(first, second)
    const max = Math.max(first, second)
    if (min <= 1 && max === Infinity) return `${must} al menos un carácter.`
    if (min === 0) return `${must} como máximo ${max} caracteres.`
    if (min === max) return `${must} ${max} caracteres.`
    if (max === Infinity) return `${must} al menos ${min} caracteres.`
    return `${must} entre ${min} y ${max} caracteres.`
  },
  email() {
    return 'Escribe una dirección de correo electrónico válida.'
  },
  matches({ name }: MessageArgs) {
    const subject = spanishSubject(name)
    return `${subject.phrase} no ${subject.plural ? 'son' : 'es'} ${agree('válid', subject)}.`
  },
  is({ name }: MessageArgs) {
    return `Elige ${spanishName(name)?.phrase ?? name} de la lista.`
  },
  number({ name }: MessageArgs) {
    const subject = spanishSubject(name)
    return `${subject.phrase} debe${subject.plural ? 'n' : ''} ser un número.`
  },
  between({ name, args }: MessageArgs) {
    const subject = spanishSubject(name)
    return `${subject.phrase} debe${subject.plural ? 'n' : ''} estar entre ${String(args[0])} y ${String(args[1])}.`
  },
  date_after({ name, args }: MessageArgs) {
    const subject = spanishSubject(name).phrase
    if (args.length) return `${subject} debe ser posterior al ${formatSpanishDate(args[0])}.`
    return `${subject} debe ser una fecha futura.`
  },
  date_before({ name, args }: MessageArgs) {
    const subject = spanishSubject(name).phrase
    if (args.length) return `${subject} debe ser anterior al ${formatSpanishDate(args[0])}.`
    return `${subject} debe ser una fecha pasada.`
  },
  date_between({ name, args }: MessageArgs) {
    return `${spanishSubject(name).phrase} debe estar entre el ${formatSpanishDate(args[0])} y el ${formatSpanishDate(args[1])}.`
  },
}

const spanishUi = {
  ...es.ui,
  incomplete: 'Revisa los campos marcados: falta algún dato o no es válido.',
}

/**
 * FormKit's locale for each language it has, keyed by the site's locale codes; a node reads its
 * own from `config.locale` (createFormTree sets it on the form). A language FormKit lacks gets
 * the first one registered, English.
 */
export const i18nPlugin = createI18nPlugin({
  en: { ...en, validation: englishValidation },
  es: { ...es, ui: spanishUi, validation: spanishValidation },
} satisfies Partial<Record<Locale, unknown>>)
