import { createElement, Fragment, type ReactNode } from 'react'

import { INTL_LOCALES, type Locale } from './locales'
import { perLocale } from './per-locale'

/**
 * A catalogue text with its placeholders filled: `fill('Hello {name}', { name: 'Ana' })`.
 * A placeholder without a value is left as written, so a missing value shows rather than hides.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/**
 * A catalogue text whose placeholders are React nodes, such as links inside a sentence. As with
 * `fill`, a placeholder without a value is left as written.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>) {
  // Splitting on a capturing group leaves the placeholders' names at the odd indexes.
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 1
        ? createElement(Fragment, { key: index }, part in values ? values[part] : `{${part}}`)
        : part,
    )
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(INTL_LOCALES[locale]))

/** The form of a text for a count, by the language's plural rules. */
export function plural(
  locale: Locale,
  count: number,
  forms: { readonly one: string; readonly other: string },
): string {
  return pluralRules(locale).select(count) === 'one' ? forms.one : forms.other
}
