/**
 * The server's check of a submitted form: the same FormKit engine, rules and messages as the
 * browser, in the visitor's language, so a route answers 422 with exactly the words the visitor
 * would have seen.
 */
import type { FormKitNode } from '@formkit/core'

import { catalogues } from '@/lib/i18n/messages'
import { fill } from '@/lib/i18n/format'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { createFormTree, destroyFormTree } from './form-tree'
import { readFormValues } from './form-values'
import { readMessages } from './node-messages'
import { schemaRules, type FieldMessages, type FormSchema, type FormValues } from './schema'
import { subjectIn } from './spanish-names'

export type FormValidation<S extends FormSchema> =
  | { readonly valid: true; readonly values: FormValues<S>; readonly warnings: FieldMessages }
  | {
      readonly valid: false
      readonly errors: FieldMessages
      readonly warnings: FieldMessages
      /** The body was refused whole (a prototype key): answer 400, not 422. */
      readonly malformed?: true
    }

/**
 * Validates an untrusted body (parsed JSON or FormData) against a schema. Unknown fields are
 * ignored; non-blocking (`?`) rules come back as warnings and never make the form invalid.
 */
export async function validateForm<S extends FormSchema>(
  schema: S,
  body: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FormValidation<S>> {
  const text = catalogues[locale].forms
  const read = readFormValues(schema, body)
  if (!read.ok) {
    const errors = { form: [fill(text.refusedField, { name: read.refusedKey })] }
    return { valid: false, errors, warnings: {}, malformed: true }
  }
  // No delay and no (n) debounce: the server answers as soon as the rules have run.
  const tree = createFormTree(schema, read.values, { delay: 0, debounce: false, locale })
  try {
    await settle(tree.form)
    const rules = schemaRules(schema)
    const errors: FieldMessages = {}
    const warnings: FieldMessages = {}
    const controls = controlCharacterErrors(schema, read.values, text.controlCharacters, locale)
    for (const [name, node] of tree.fields) {
      const order = (rules.get(name) ?? []).map((rule) => rule.name)
      const messages = readMessages(node, order)
      const fieldErrors = [...(controls[name] ?? []), ...messages.errors]
      if (fieldErrors.length) errors[name] = fieldErrors
      if (messages.warnings.length) warnings[name] = messages.warnings
    }
    if (tree.form.ledger.value('blocking') > 0 || Object.keys(controls).length > 0)
      return { valid: false, errors, warnings }
    // One coerced value per schema field, each in its type's shape (see form-values.ts).
    return { valid: true, values: read.values as FormValues<S>, warnings }
  } finally {
    destroyFormTree(tree)
  }
}

/** The answer for an invalid submission: 422 `{"errors": {field: [messages]}}`, 400 if malformed. */
export function invalidFormResponse(result: { errors: FieldMessages; malformed?: true }): Response {
  return Response.json({ errors: result.errors }, { status: result.malformed ? 400 : 422 })
}

/**
 * Control characters other than tab and line breaks (a NUL, an escape, a C1 code) are no part of
 * anything a visitor types; stored, they would reach staff's screens, CSV files and mail.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

function controlCharacterErrors(
  schema: FormSchema,
  values: Record<string, unknown>,
  message: string,
  locale: Locale,
): FieldMessages {
  const errors: FieldMessages = {}
  for (const [name, field] of Object.entries(schema)) {
    const value = values[name]
    if (typeof value === 'string' && CONTROL_CHARACTER.test(value)) {
      const label =
        locale === 'en' ? field.label : subjectIn(locale, field.validationLabel ?? field.label)
      errors[name] = [fill(message, { label })]
    }
  }
  return errors
}

async function settle(form: FormKitNode): Promise<void> {
  await form.settled
  // A rule that is async, or re-runs because a sibling changed, holds a 'validating' message.
  while (form.ledger.value('validating') > 0) await form.ledger.settled('validating')
}
