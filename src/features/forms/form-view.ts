/**
 * The immutable picture of a form that React renders: per field its value, state and the messages
 * to show now, plus the form's status. Built from the engine's state and FormKit's message stores.
 */
import type { Locale } from '@/lib/i18n/locales'

import { INCOMPLETE_KEY, INCOMPLETE_TITLES } from './constants'
import { deriveFieldState, type FieldFlags, type FieldState } from './field-state'
import type { FormTree } from './form-tree'
import { readMessages, type NodeMessages } from './node-messages'
import { schemaRules, type FieldValue, type FormSchema, type Visibility } from './schema'

export type FieldView = {
  readonly value: FieldValue
  readonly state: FieldState
  /** Shown now: failing blocking rules once visible, and errors from the server at any time. */
  readonly errors: readonly string[]
  /** Shown now: failing non-blocking (`?`) rules. */
  readonly warnings: readonly string[]
}

/** Asks the view to move focus to a field; `seq` makes a repeated request a new one. */
export type FocusRequest = { readonly name: string; readonly seq: number }

export type FormView = {
  /** The schema in force (a form may pick it from its values). */
  readonly schema: FormSchema
  readonly fields: Readonly<Record<string, FieldView>>
  readonly values: Readonly<Record<string, FieldValue>>
  /** True while an asynchronous submit runs. */
  readonly disabled: boolean
  /** True while the submit waits for rules or for onSubmit. */
  readonly submitting: boolean
  /** Set by a submit with failing rules: its title and FormKit's text, in the form's language. */
  readonly incomplete: { readonly title: string; readonly text: string } | null
  readonly formErrors: readonly string[]
  readonly focus: FocusRequest | null
}

export type ViewInput = {
  readonly locale: Locale
  readonly schema: FormSchema
  readonly tree: FormTree | null
  readonly values: Readonly<Record<string, FieldValue>>
  readonly flags: ReadonlyMap<string, FieldFlags>
  readonly visibility: ReadonlyMap<string, Visibility>
  readonly disabled: boolean
  readonly submitting: boolean
  readonly formErrors: readonly string[]
  readonly focus: FocusRequest | null
}

const NO_MESSAGES: NodeMessages = { errors: [], warnings: [], explicit: [] }

export function buildView(input: ViewInput): FormView {
  const rules = schemaRules(input.schema)
  const fields: Record<string, FieldView> = {}
  for (const name of Object.keys(input.schema)) {
    const node = input.tree?.fields.get(name)
    const order = (rules.get(name) ?? []).map((rule) => rule.name)
    const messages = node ? readMessages(node, order) : NO_MESSAGES
    const value = input.values[name]
    const visibility = input.visibility.get(name) ?? 'blur'
    const state = deriveFieldState(
      input.flags.get(name) ?? {
        blurred: false,
        dirty: false,
        submitted: false,
        settled: true,
        hasShownErrors: false,
      },
      {
        hasRules: order.length > 0,
        // Before the tree exists (server render) nothing has been checked yet.
        valid: node ? node.ledger.value('blocking') === 0 : order.length === 0,
        hasErrors: messages.explicit.length > 0,
        empty: isEmpty(value),
      },
      visibility,
    )
    const shown = state.validationVisible ? messages.errors : []
    fields[name] = {
      value,
      state,
      errors: [...new Set([...shown, ...messages.explicit])],
      warnings: state.validationVisible ? messages.warnings : [],
    }
  }
  const incomplete = input.tree?.form.store[INCOMPLETE_KEY]
  return {
    schema: input.schema,
    fields,
    values: input.values,
    disabled: input.disabled,
    submitting: input.submitting,
    incomplete:
      typeof incomplete?.value === 'string'
        ? { title: INCOMPLETE_TITLES[input.locale], text: incomplete.value }
        : null,
    formErrors: input.formErrors,
    focus: input.focus,
  }
}

// FormKit's notion of empty for the values a field can hold: false and 0 are values.
function isEmpty(value: FieldValue): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}
