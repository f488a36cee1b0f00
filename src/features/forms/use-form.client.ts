'use client'
/**
 * The React side of a form: one hook over the form engine. It hands out props for the form, the
 * submit button and each input, with messages linked to their input for screen readers.
 */
import {
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react'

import { useLocale } from '@/lib/i18n/messages-context.client'
import type { FieldState } from './field-state'
import { addFiles } from './file-list'
import {
  createFormEngine,
  type SchemaSelector,
  type SubmitHandler,
  type SubmitResult,
} from './form-engine'
import type { FormView } from './form-view'
import {
  schemaRules,
  type FieldSchema,
  type FieldValue,
  type FormSchema,
  type FormValues,
} from './schema'

export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export type InputProps = {
  readonly id: string
  readonly name: string
  readonly disabled: boolean
  readonly value?: string
  readonly checked?: boolean
  readonly placeholder?: string
  readonly autoComplete?: string
  readonly accept?: string
  readonly multiple?: boolean
  readonly 'aria-invalid': boolean
  readonly 'aria-describedby'?: string
  readonly 'aria-required'?: boolean
  readonly onChange: (event: ChangeEvent<FieldControl>) => void
  readonly onBlur: () => void
  readonly ref: (element: FieldControl | null) => void
}

export type FieldBinding = {
  readonly name: string
  readonly schema: FieldSchema
  readonly state: FieldState
  readonly errors: readonly string[]
  readonly warnings: readonly string[]
  readonly value: FieldValue
  /** Sets the value as the visitor would (a file picker's remove buttons). */
  readonly setValue: (value: FieldValue) => void
  /** Moves focus to the input (the form's summary links, a removed file's picker). */
  readonly focus: () => void
  readonly ids: { readonly input: string; readonly help: string; readonly messages: string }
  readonly inputProps: InputProps
}

export type FormProps = {
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** Focus anywhere in the form (React's onFocus bubbles) fetches and builds the node tree. */
  readonly onFocus: () => void
  /** The browser's own bubbles would say other words than the server; FormKit's messages only. */
  readonly noValidate: true
  readonly 'aria-busy': boolean
}

export type SubmitProps = { readonly type: 'submit'; readonly disabled: boolean }

export type FormApi<S extends FormSchema> = {
  readonly view: FormView
  readonly formProps: FormProps
  readonly submitProps: SubmitProps
  readonly field: (name: keyof S & string) => FieldBinding
  /** Shows a server's 422 errors on their fields (onSubmit may also return them). */
  readonly setErrors: (result: SubmitResult) => void
  /** Sets a field as the page, not the visitor, chose it (a preselection from stored choices). */
  readonly setValue: (name: keyof S & string, value: FieldValue) => void
}

export type UseFormOptions<S extends FormSchema> = {
  /**
   * Runs once every blocking rule passes. Return the route's 422 errors (errorsFromResponse) to
   * show them on their fields. While its promise runs the form is disabled; a rejection
   * re-enables the form and is left to the caller, as with any event handler.
   */
  readonly onSubmit: SubmitHandler<S>
  readonly initialValues?: Partial<FormValues<S>>
}

/**
 * ```tsx
 * const form = useForm(contactSchema, {
 *   onSubmit: async (values) => errorsFromResponse(await fetch('/api/contact', { method: 'POST', body: JSON.stringify(values) })),
 * })
 * <Form formProps={form.formProps}>
 *   <FormStatus view={form.view} />
 *   <Field field={form.field('email')} />
 *   <SubmitButton submitProps={form.submitProps}>Send</SubmitButton>
 * </Form>
 * ```
 */
export function useForm<S extends FormSchema>(
  schema: S | SchemaSelector<S>,
  options: UseFormOptions<S>,
): FormApi<S> {
  const locale = useLocale()
  const [engine] = useState(() => createFormEngine(schema, options.initialValues, locale))
  // The node tree is built when the visitor first focuses the form or sends it (loadFormTree),
  // and destroyed on unmount.
  useEffect(() => engine.disconnect, [engine])
  const view = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot)
  const formId = useId()
  const [elements] = useState(() => new Map<string, FieldControl>())

  // After the render that re-enabled the inputs: a disabled input cannot take focus.
  useEffect(() => {
    if (view.focus) elements.get(view.focus.name)?.focus()
  }, [view.focus, elements])

  const field = (name: keyof S & string): FieldBinding => {
    const fieldSchema = view.schema[name]
    const current = view.fields[name]
    if (!fieldSchema || !current) throw new Error(`useForm: no field "${name}" in the schema`)
    const ids = {
      input: `${formId}-${name}`,
      help: `${formId}-${name}-help`,
      messages: `${formId}-${name}-messages`,
    }
    const hasMessages = current.errors.length + current.warnings.length > 0
    const describedBy = [fieldSchema.help ? ids.help : '', hasMessages ? ids.messages : '']
      .filter(Boolean)
      .join(' ')
    return {
      name,
      schema: fieldSchema,
      state: current.state,
      errors: current.errors,
      warnings: current.warnings,
      value: current.value,
      setValue: (value) => engine.input(name, value),
      // By element, not id: a server-rendered id can differ from the browser's (useId).
      focus: () => elements.get(name)?.focus(),
      ids,
      inputProps: {
        id: ids.input,
        name,
        disabled: view.disabled,
        ...valueProps(fieldSchema, current.value),
        placeholder: fieldSchema.placeholder,
        autoComplete: fieldSchema.autoComplete,
        accept: fieldSchema.accept,
        multiple: fieldSchema.multiple,
        'aria-invalid': current.errors.length > 0,
        'aria-describedby': describedBy || undefined,
        'aria-required': isRequired(view.schema, name) || undefined,
        onChange: (event) =>
          engine.input(name, readControl(fieldSchema, event.currentTarget, current.value)),
        onBlur: () => engine.blur(name),
        ref: (element) => {
          if (element) elements.set(name, element)
          else elements.delete(name)
        },
      },
    }
  }

  return {
    view,
    formProps: {
      onSubmit: (event) => {
        event.preventDefault()
        void engine.submit(options.onSubmit)
      },
      onFocus: engine.connect,
      noValidate: true,
      'aria-busy': view.submitting,
    },
    submitProps: { type: 'submit', disabled: view.disabled },
    field,
    setErrors: engine.setErrors,
    setValue: engine.input,
  }
}

function valueProps(field: FieldSchema, value: FieldValue): { value?: string; checked?: boolean } {
  if (field.type === 'checkbox') return { checked: value === true }
  // A file input's value cannot be set from script; it stays uncontrolled.
  if (field.type === 'file') return {}
  return { value: typeof value === 'string' ? value : '' }
}

function readControl(field: FieldSchema, control: FieldControl, current: FieldValue): FieldValue {
  if (control instanceof HTMLInputElement && field.type === 'checkbox') return control.checked
  if (control instanceof HTMLInputElement && field.type === 'file') {
    const chosen = Array.from(control.files ?? [], (file) => ({ name: file.name, file }))
    if (!field.multiple) return chosen
    // A multiple picker adds to what was chosen before (one photo at a time is how phones pick);
    // the input is emptied so the same file can be chosen again after it was removed.
    control.value = ''
    return addFiles(Array.isArray(current) ? current : [], chosen)
  }
  return control.value
}

function isRequired(schema: FormSchema, name: string): boolean {
  return (schemaRules(schema).get(name) ?? []).some(
    (rule) => rule.blocking && (rule.name === 'required' || rule.name === 'accepted'),
  )
}
