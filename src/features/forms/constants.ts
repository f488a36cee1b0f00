/**
 * The form facility's constants, each with the spec's words beside it (spec sections 4, 5 and 9).
 */
import type { Locale } from '@/lib/i18n/locales'

/** Text-like inputs commit their value to validation after this pause in typing. */
export const INPUT_DEBOUNCE_MS = 20 // input-type debounce 20 ms

/** FormKit's raw incomplete message, shown as the title of the form's status. */
export const INCOMPLETE_MESSAGE = 'Form incomplete.' // an incomplete form shows 'Form incomplete.'

/**
 * The title over FormKit's incomplete message ('Sorry, not all fields are filled out correctly.'):
 * FormKit's raw text in English, which its locales translate only as the message itself.
 */
export const INCOMPLETE_TITLES: Record<Locale, string> = {
  en: INCOMPLETE_MESSAGE,
  es: 'Formulario incompleto.',
}

/** The store key FormKit's en locale translates into 'Sorry, not all fields are filled out correctly.' */
export const INCOMPLETE_KEY = 'incomplete'

/** Field names that could reach an object's prototype; never accepted from a request or a schema. */
export const FORBIDDEN_FIELD_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
])

/**
 * Sent with a form's own fields: the honeypot, which people never see and bots fill
 * (HoneypotField), and the reCAPTCHA token.
 */
export const HONEYPOT_FIELD = 'website'
export const CAPTCHA_FIELD = 'captchaToken'

/**
 * The field in which every form sends the visitor's language (a hidden input, so a post without
 * JavaScript carries it too): the server answers, stores and confirms in it.
 */
export const LOCALE_FIELD = 'locale'

/** The header carrying the key a browser makes once per form it shows (forms/endpoint.ts). */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/
