/**
 * The FormKit node tree behind a form, shared by the server's validateForm and the browser's hook so
 * both run the same engine: a group node with one input node per field, FormKit's validation
 * plugin with the spec's rules and FormKit's messages in the form's language.
 */
import { createMessage, createNode, type FormKitNode } from '@formkit/core'
import { createValidationPlugin } from '@formkit/validation'
import { INCOMPLETE_KEY, INCOMPLETE_MESSAGE } from './constants'
import type { Locale } from '@/lib/i18n/locales'

import { i18nPlugin } from './locale'
import { toRuleTuples } from './rule-syntax'
import { FORM_RULES } from './rules'
import {
  schemaRules,
  selectFirstOption,
  type FieldSchema,
  type FieldValue,
  type FormSchema,
} from './schema'

const validationPlugin = createValidationPlugin(FORM_RULES)

export type FormTree = {
  readonly form: FormKitNode
  readonly fields: ReadonlyMap<string, FormKitNode>
}

export type TreeOptions = {
  /** Pause before an input's value is committed and validated. */
  readonly delay: number
  /** Honour `(n)` rule debounces; the server drops them and answers at once. */
  readonly debounce: boolean
  /** The language of the messages (FormKit reads `config.locale`, which every field inherits). */
  readonly locale: Locale
}

// Nodes created and not yet destroyed: FormKit keeps every live node in module-level sets (the
// i18n plugin's among them), so a tree that is not destroyed is never collected.
let liveNodes = 0

export function liveNodeCount(): number {
  return liveNodes
}

export function createFormTree(
  schema: FormSchema,
  values: Readonly<Record<string, FieldValue>>,
  options: TreeOptions,
): FormTree {
  const rules = schemaRules(schema)
  const form = track(
    createNode({
      type: 'group',
      name: 'form',
      config: { delay: options.delay, locale: options.locale },
    }),
  )
  const fields = new Map<string, FormKitNode>()
  for (const [name, field] of Object.entries(schema)) {
    const node = createNode({
      type: 'input',
      name,
      parent: form,
      value: values[name],
      props: {
        label: field.label,
        validationLabel: field.validationLabel,
        validationMessages: field.validationMessages,
        validation: toRuleTuples(rules.get(name) ?? [], options.debounce),
      },
      plugins: field.type === 'select' ? [selectsFirstOption(field)] : [],
    })
    fields.set(name, track(node))
  }
  // Counting on the form starts the same counters on every field.
  form.ledger.count('blocking', (message) => message.blocking)
  form.ledger.count('validating', (message) => message.key === 'validating')
  form.ledger.count('errors', (message) => message.type === 'error')
  // confirm and require_one look their sibling up by name once and never retry, so the
  // plugins go on after every field exists. i18n first, so the first messages are translated.
  form.use([i18nPlugin, validationPlugin])
  return { form, fields }
}

export function destroyFormTree(tree: FormTree): void {
  for (const node of tree.fields.values()) node.destroy()
  tree.form.destroy()
}

/**
 * The message @formkit/inputs' form feature sets after a submit with failing rules: raw
 * 'Form incomplete.', which the en locale renders as 'Sorry, not all fields are filled out correctly.'
 */
export function showIncomplete(form: FormKitNode): void {
  form.store.set(
    createMessage({
      key: INCOMPLETE_KEY,
      type: 'ui',
      blocking: false,
      value: INCOMPLETE_MESSAGE,
      meta: { localize: true, i18nArgs: [{ node: form }], showAsMessage: true },
    }),
  )
}

function track(node: FormKitNode): FormKitNode {
  liveNodes++
  node.on('destroyed', () => liveNodes--)
  return node
}

// What @formkit/inputs' select feature does, without its 4 KB (gzipped) of other input features.
function selectsFirstOption(field: FieldSchema) {
  return (node: FormKitNode) => {
    node.hook.input((value, next) => next(selectFirstOption(field, value)))
  }
}
