/**
 * The browser side of a form without React: FormKit's node tree, each field's state and the submit
 * flow of @formkit/inputs' form feature. React reads it through a view subscription
 * (view-subscription.ts).
 */
import type { FormKitNode } from '@formkit/core'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { INCOMPLETE_KEY, INPUT_DEBOUNCE_MS } from './constants'
import {
  defaultVisibility,
  initialFlags,
  reduceFlags,
  type FieldEvent,
  type FieldFlags,
} from './field-state'
import type { FormTree } from './form-tree'
import { buildView, type FocusRequest, type FormView } from './form-view'
import {
  emptyValue,
  selectFirstOption,
  type FieldMessages,
  type FieldValue,
  type FormSchema,
  type FormValues,
  type Visibility,
} from './schema'
import { createViewSubscription } from './view-subscription'

/** What onSubmit may answer: the server's 422 errors, per field and for the whole form. */
export type SubmitResult = {
  readonly errors?: FieldMessages
  readonly formErrors?: readonly string[]
}
export type SubmitHandler<S extends FormSchema> = (
  values: FormValues<S>,
) => void | SubmitResult | Promise<void | SubmitResult>

export type SubmitOutcome = 'incomplete' | 'rejected' | 'done' | 'superseded'

type TreeModule = typeof import('./form-tree')
let treeModule: TreeModule | null = null
let treeLoad: Promise<TreeModule> | null = null

/**
 * FormKit and the node tree, fetched once a visitor first works with a form (focus or submit),
 * not with the page: they are most of a form page's own JavaScript (decision 0016), and nothing
 * is checked before the visitor has typed. Once it has resolved, engines connect at once.
 */
export function loadFormTree(): Promise<TreeModule> {
  treeLoad ??= import('./form-tree').then(
    (module) => (treeModule = module),
    (error: unknown) => {
      // Not fetched (offline, or a new build): the next focus or submit asks again.
      treeLoad = null
      throw error
    },
  )
  return treeLoad
}

/**
 * Picks the schema from the values, for fields that depend on other answers (guardian fields
 * for an applicant under 18): FormKit rules cannot say "required if". It runs on every input;
 * return the same object while nothing changes. The server picks its schema the same way.
 */
export type SchemaSelector<S extends FormSchema> = (
  values: Readonly<Record<string, FieldValue>>,
) => S

export type FormEngine<S extends FormSchema> = {
  readonly subscribe: (listener: () => void) => () => void
  readonly getSnapshot: () => FormView
  /**
   * Builds the node tree from the current values, once loadFormTree has resolved (at once if it
   * has); disconnect destroys it again.
   */
  readonly connect: () => void
  readonly disconnect: () => void
  readonly input: (name: string, value: FieldValue) => void
  readonly blur: (name: string) => void
  /** Takes the handler at submit time, so a re-rendered component's latest one is used. */
  readonly submit: (onSubmit: SubmitHandler<S>) => Promise<SubmitOutcome>
  readonly setErrors: (result: SubmitResult) => void
}

export function createFormEngine<S extends FormSchema>(
  schemaSource: S | SchemaSelector<S>,
  initialValues: Partial<FormValues<S>> = {},
  /** The language of the messages and the form's status. */
  locale: Locale = DEFAULT_LOCALE,
): FormEngine<S> {
  const select: SchemaSelector<S> =
    typeof schemaSource === 'function' ? schemaSource : () => schemaSource
  let names: string[] = []
  const visibility = new Map<string, Visibility>()
  const flags = new Map<string, FieldFlags>()
  const initial: Record<string, FieldValue> = {}
  let values: Record<string, FieldValue> = {}
  // Fields seen once keep their value and state when a schema without them comes and goes.
  const adopt = (next: FormSchema) => {
    names = Object.keys(next)
    for (const [name, field] of Object.entries(next)) {
      if (flags.has(name)) continue
      const given: FieldValue = initialValues[name]
      initial[name] = selectFirstOption(field, given ?? emptyValue(field))
      values = { ...values, [name]: initial[name] }
      visibility.set(name, field.validationVisibility ?? defaultVisibility(field.type))
      flags.set(name, initialFlags(visibility.get(name) ?? 'blur'))
    }
  }
  let schema = select(initialValues as Readonly<Record<string, FieldValue>>)
  adopt(schema)
  let tree: FormTree | null = null
  // Connected, or to be once the tree's code has arrived.
  let wanted = false
  let disabled = false
  let submitting = false
  let formErrors: readonly string[] = []
  let focus: FocusRequest | null = null
  let nonce = 0
  const subscription = createViewSubscription(() =>
    buildView({
      locale,
      schema,
      tree,
      values,
      flags,
      visibility,
      disabled,
      submitting,
      formErrors,
      focus,
    }),
  )
  const { notify, invalidate } = subscription
  const dispatch = (name: string, event: FieldEvent) => {
    const current = flags.get(name)
    if (!current) return
    flags.set(name, reduceFlags(current, event, visibility.get(name) ?? 'blur'))
    invalidate()
  }

  function connect(): void {
    wanted = true
    if (tree) return
    if (!treeModule) {
      void loadFormTree().then(() => {
        if (wanted) connect()
      })
      return
    }
    const built = treeModule.createFormTree(schema, values, {
      delay: INPUT_DEBOUNCE_MS,
      debounce: true,
      locale,
    })
    for (const [name, node] of built.fields) {
      node.on('commit', ({ payload }) => {
        if (!sameValue(payload, initial[name])) dispatch(name, { type: 'dirty' })
        // As FormKit's bindings do: an edit clears the errors the server set on the field.
        node.store.filter(
          (message) => !(message.type === 'error' && message.meta.autoClear === true),
        )
      })
      node.on('settled', ({ payload }) =>
        dispatch(name, { type: 'settled', settled: payload === true }),
      )
    }
    for (const event of ['message-added', 'message-updated', 'message-removed']) {
      built.form.on(`${event}.deep`, invalidate)
    }
    built.form.on('settled:blocking', () => built.form.store.remove(INCOMPLETE_KEY))
    tree = built
    // New nodes have no input waiting; a reconnect may follow one that never committed.
    names.forEach((name) => dispatch(name, { type: 'settled', settled: true }))
  }

  // A new schema gets a new node tree built from the current values; each field keeps its state.
  function switchSchema(next: S): void {
    if (next === schema) return
    const wasWanted = wanted
    disconnect()
    schema = next
    adopt(next)
    // The old tree never commits the input that caused the switch: record the change here.
    for (const name of names) {
      if (!sameValue(values[name], initial[name])) dispatch(name, { type: 'dirty' })
    }
    if (wasWanted) connect()
  }

  function disconnect(): void {
    wanted = false
    if (!tree) return
    treeModule?.destroyFormTree(tree)
    tree = null
    invalidate()
  }

  async function submit(onSubmit: SubmitHandler<S>): Promise<SubmitOutcome> {
    if (!tree && !disabled) {
      connect()
      await loadFormTree()
    }
    const current = tree
    if (!current || disabled) return 'superseded'
    const id = ++nonce
    // The last answer's errors are replaced by the next one.
    formErrors = []
    current.form.clearErrors(true)
    await current.form.settled
    // A second submit while the first waited takes over, so onSubmit runs once.
    if (id !== nonce) return 'superseded'
    if (current.form.ledger.value('validating') > 0) {
      setBusy(false, true)
      await current.form.ledger.settled('validating')
      setBusy(false, false)
      if (id !== nonce) return 'superseded'
    }
    if (tree !== current) return 'superseded'
    names.forEach((name) => dispatch(name, { type: 'submit' }))
    if (current.form.ledger.value('blocking') > 0) {
      treeModule?.showIncomplete(current.form)
      requestFocus(current, (node) => node.ledger.value('blocking') > 0)
      return 'incomplete'
    }
    // The values were read into each field's shape by the schema's types.
    const submitted = Object.fromEntries(names.map((name) => [name, values[name]]))
    const pending = onSubmit(submitted as FormValues<S>)
    let result: void | SubmitResult
    if (pending instanceof Promise) {
      setBusy(true, true)
      try {
        result = await pending
      } finally {
        setBusy(false, false)
      }
    } else {
      result = pending
    }
    if (!result?.errors && !result?.formErrors?.length) return 'done'
    setErrors(result)
    return 'rejected'
  }

  function setErrors(result: SubmitResult): void {
    const onFields: FieldMessages = {}
    const onForm = [...(result.formErrors ?? [])]
    for (const [name, messages] of Object.entries(result.errors ?? {})) {
      if (Object.hasOwn(schema, name)) onFields[name] = messages
      else onForm.push(...messages)
    }
    formErrors = onForm
    if (tree) {
      tree.form.setErrors([], onFields)
      requestFocus(tree, (node) => node.ledger.value('errors') > 0)
    }
    invalidate()
  }

  function setBusy(isDisabled: boolean, isSubmitting: boolean): void {
    disabled = isDisabled
    submitting = isSubmitting
    invalidate()
  }

  // The first field in schema order that needs the visitor, so focus lands where they read on.
  function requestFocus(current: FormTree, wrong: (node: FormKitNode) => boolean): void {
    const name = [...current.fields].find(([, node]) => wrong(node))?.[0]
    if (name) focus = { name, seq: (focus?.seq ?? 0) + 1 }
    invalidate()
  }

  return {
    subscribe: subscription.subscribe,
    getSnapshot: subscription.getSnapshot,
    connect,
    disconnect,
    input(name, value) {
      if (!Object.hasOwn(schema, name)) return
      values = { ...values, [name]: value }
      if (tree) void tree.fields.get(name)?.input(value)
      // Without a tree nothing commits: the change is recorded here, as a commit would.
      else if (!sameValue(value, initial[name])) dispatch(name, { type: 'dirty' })
      switchSchema(select(values))
      notify()
    },
    blur: (name) => dispatch(name, { type: 'blur' }),
    submit,
    setErrors,
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index])
  }
  return a === b
}
