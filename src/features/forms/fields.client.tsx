'use client'
/**
 * The inputs a form schema can ask for, unstyled apart from forms.module.css. Each takes a
 * binding from useForm's `field(name)`, which carries its ids, props and messages.
 */
import type { ReactNode, Ref } from 'react'

import { useFormMessages } from '@/lib/i18n/messages-context.client'

import { HONEYPOT_FIELD } from './constants'
import type { FormView } from './form-view'
import type { FieldSchema } from './schema'
import styles from './forms.module.css'
import type { FieldBinding, FormApi, FormProps, SubmitProps } from './use-form.client'

type FieldProps = { readonly field: FieldBinding }

/** The input that the field's schema type asks for. */
export function Field({ field }: FieldProps) {
  switch (field.schema.type) {
    case 'select':
      return <SelectField field={field} />
    case 'checkbox':
      return <CheckboxField field={field} />
    case 'textarea':
      return <TextareaField field={field} />
    case 'file':
      return <FileField field={field} />
    default:
      return <InputField field={field} />
  }
}

/** text, email, tel, number and date. */
export function InputField({ field }: FieldProps) {
  return (
    <FieldFrame field={field}>
      <input {...field.inputProps} type={field.schema.type} className={styles.input} />
    </FieldFrame>
  )
}

export function TextareaField({ field }: FieldProps) {
  return (
    <FieldFrame field={field}>
      <textarea {...field.inputProps} className={styles.textarea} />
    </FieldFrame>
  )
}

export function SelectField({ field }: FieldProps) {
  const { placeholder, ...props } = field.inputProps
  return (
    <FieldFrame field={field}>
      <select {...props} className={styles.select}>
        {placeholder ? (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        ) : null}
        {field.schema.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export function FileField({ field }: FieldProps) {
  return (
    <FieldFrame field={field}>
      <input {...field.inputProps} type="file" className={styles.file} />
    </FieldFrame>
  )
}

/** The label follows the box and wraps it, so the whole line toggles it. */
export function CheckboxField({ field }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.checkboxLabel}>
        <input {...field.inputProps} type="checkbox" className={styles.checkbox} />
        <span>{field.schema.label}</span>
      </label>
      <FieldNotes field={field} />
    </div>
  )
}

function FieldFrame({ field, children }: FieldProps & { readonly children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={field.ids.input}>
        {field.schema.label}
      </label>
      {children}
      <FieldNotes field={field} />
    </div>
  )
}

/** Help text and messages; the input's aria-describedby points at both. */
function FieldNotes({ field }: FieldProps) {
  const hasMessages = field.errors.length + field.warnings.length > 0
  return (
    <>
      {field.schema.help ? (
        <p id={field.ids.help} className={styles.help}>
          {field.schema.help}
        </p>
      ) : null}
      {hasMessages ? (
        <ul id={field.ids.messages} className={styles.messages}>
          {field.errors.map((message) => (
            <li key={message} className={styles.error}>
              {message}
            </li>
          ))}
          {field.warnings.map((message) => (
            <li key={message} className={styles.warning}>
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

export function Form({
  formProps,
  children,
}: {
  readonly formProps: FormProps
  readonly children: ReactNode
}) {
  return (
    <form {...formProps} className={styles.form}>
      {children}
    </form>
  )
}

/** 'Form incomplete.' and FormKit's text after a submit with failing rules; server errors. */
export function FormStatus({ view }: { readonly view: FormView }) {
  if (!view.incomplete && view.formErrors.length === 0) return null
  return (
    <div role="alert" className={styles.status}>
      {view.incomplete ? (
        <>
          <p className={styles.statusTitle}>{view.incomplete.title}</p>
          <p className={styles.statusText}>{view.incomplete.text}</p>
        </>
      ) : null}
      {view.formErrors.map((message) => (
        <p key={message} className={styles.statusText}>
          {message}
        </p>
      ))}
    </div>
  )
}

export function SubmitButton({
  submitProps,
  children,
}: {
  readonly submitProps: SubmitProps
  readonly children: ReactNode
}) {
  return (
    <button {...submitProps} className={styles.submit}>
      {children}
    </button>
  )
}

/**
 * How every visitor form ends: the honeypot, the page's language, the privacy consent, the
 * form's status, and the submit button (`label`, "Sending…" while it sends) with what stands
 * under it (the captcha notice).
 */
export function FormEnd({
  form,
  honeypot,
  label,
  notice,
}: {
  readonly form: Pick<FormApi<{ consent: FieldSchema }>, 'field' | 'view' | 'submitProps'>
  readonly honeypot: Ref<HTMLInputElement>
  readonly label: string
  readonly notice: ReactNode
}) {
  const { forms } = useFormMessages()
  return (
    <>
      <HoneypotField inputRef={honeypot} />
      <Field field={form.field('consent')} />
      <FormStatus view={form.view} />
      <div className={styles.actions}>
        <SubmitButton submitProps={form.submitProps}>
          {form.view.submitting ? forms.sending : label}
        </SubmitButton>
        {notice}
      </div>
    </>
  )
}

/** Two fields side by side where there is room, one above the other on a phone. */
export function FieldPair({ children }: { readonly children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>
}

/** What takes a form's place once it is sent, announced as a status. */
export function FormSent({
  heading,
  message,
}: {
  readonly heading: string
  readonly message: string
}) {
  return (
    <div role="status" className={styles.sent}>
      <h3>{heading}</h3>
      <p>{message}</p>
    </div>
  )
}

/** Left empty by people, who never see it; bots fill every field. Its value goes with the post. */
export function HoneypotField({ inputRef }: { readonly inputRef: Ref<HTMLInputElement> }) {
  const { forms } = useFormMessages()
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {forms.honeypot}
        <input ref={inputRef} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
