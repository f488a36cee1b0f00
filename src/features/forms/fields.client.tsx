'use client'
/**
 * The inputs a form schema can ask for, unstyled apart from forms.module.css. Each takes a
 * binding from useForm's `field(name)`, which carries its ids, props and messages.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react'

import { fill } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { useFormMessages, useLocale } from '@/lib/i18n/messages-context.client'

import { HONEYPOT_FIELD } from './constants'
import type { FormView } from './form-view'
import { removeFile } from './file-list'
import type { FieldSchema, FileItem, FileLike } from './schema'
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

/** A picker that adds to the files chosen before, each shown with a button that removes it. */
export function FileField({ field }: FieldProps) {
  const { forms } = useFormMessages()
  const files = Array.isArray(field.value) ? (field.value as readonly FileItem[]) : []
  const remove = (index: number) => {
    field.setValue(removeFile(files, index))
    // The button is gone: focus goes back to the picker rather than to the page's start.
    field.focus()
  }
  return (
    <FieldFrame field={field}>
      <input {...field.inputProps} type="file" className={styles.file} />
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={fill(forms.chosenFiles, { count: files.length })}>
          {files.map((item, index) => (
            <li key={`${item.name}-${item.file.size}-${index}`} className={styles.fileItem}>
              <Thumbnail file={item.file} />
              <span className={styles.fileName}>{item.name}</span>
              <button
                type="button"
                className={styles.remove}
                disabled={field.inputProps.disabled}
                onClick={() => remove(index)}
              >
                {fill(forms.removeFile, { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  )
}

/** A chosen picture as the browser can draw it (a HEIC photo it cannot stays a blank tile). */
function Thumbnail({ file }: { readonly file: FileLike }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const image = ref.current
    if (!image || !(file instanceof Blob)) return
    const url = URL.createObjectURL(file)
    image.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  // Decorative: the file's name stands beside it. An object URL is no case for next/image.
  // eslint-disable-next-line @next/next/no-img-element
  return <img ref={ref} alt="" className={styles.thumbnail} />
}

/** The label follows the box and wraps it, so the whole line toggles it. */
export function CheckboxField({ field, children }: FieldProps & { readonly children?: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.checkboxLabel}>
        <input {...field.inputProps} type="checkbox" className={styles.checkbox} />
        <span>{children ?? field.schema.label}</span>
      </label>
      <FieldNotes field={field} />
    </div>
  )
}

/** The consent line, its mention of the privacy policy a link to it (opened beside the form). */
function ConsentField({ field }: FieldProps) {
  const { forms } = useFormMessages()
  const locale = useLocale()
  const label = field.schema.label
  const at = label.indexOf(forms.privacyPolicyLink)
  if (at < 0) return <CheckboxField field={field} />
  return (
    <CheckboxField field={field}>
      {label.slice(0, at)}
      <a href={localizedPath('/privacy-policy', locale)} target="_blank" rel="noopener">
        {forms.privacyPolicyLink}
      </a>
      {label.slice(at + forms.privacyPolicyLink.length)}
    </CheckboxField>
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

/** A field in error as the form's summary names it, and the input its link focuses. */
export type FieldInError = {
  readonly inputId: string
  readonly label: string
  readonly focus: () => void
}

/**
 * 'Form incomplete.' and FormKit's text after a submit with failing rules, with a link to each
 * field in error (`inError`); server errors.
 */
export function FormStatus({
  view,
  inError = [],
}: {
  readonly view: FormView
  readonly inError?: readonly FieldInError[]
}) {
  if (!view.incomplete && view.formErrors.length === 0) return null
  return (
    <div role="alert" className={styles.status}>
      {view.incomplete ? (
        <>
          <p className={styles.statusTitle}>{view.incomplete.title}</p>
          <p className={styles.statusText}>{view.incomplete.text}</p>
          {inError.length > 0 ? (
            <ul className={styles.summary}>
              {inError.map((field) => (
                <li key={field.inputId}>
                  <a
                    href={`#${field.inputId}`}
                    onClick={(event) => {
                      // Focus, not only scroll: the visitor can type at once. The address stays.
                      event.preventDefault()
                      field.focus()
                    }}
                  >
                    {field.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
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
      <ConsentField field={form.field('consent')} />
      <FormStatus view={form.view} inError={fieldsInError(form)} />
      <div className={styles.actions}>
        <SubmitButton submitProps={form.submitProps}>
          {form.view.submitting ? forms.sending : label}
        </SubmitButton>
        {notice}
      </div>
    </>
  )
}

/** The fields showing an error, in the form's order. */
export function fieldsInError<N extends string>(form: {
  readonly view: FormView
  readonly field: (name: N) => FieldBinding
}): FieldInError[] {
  return Object.keys(form.view.schema).flatMap((name) => {
    if (!form.view.fields[name]?.errors.length) return []
    const { schema, ids, focus } = form.field(name as N)
    // A checkbox's label is its whole sentence; its validation name says what it is.
    const label =
      schema.type === 'checkbox' && schema.validationLabel
        ? schema.validationLabel.charAt(0).toUpperCase() + schema.validationLabel.slice(1)
        : schema.label
    return [{ inputId: ids.input, label, focus }]
  })
}

/** Two fields side by side where there is room, one above the other on a phone. */
export function FieldPair({ children }: { readonly children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>
}

/**
 * What takes a form's place once it is sent, announced as a status, and focused: the form was
 * taller than the message, so without it a phone is left showing whatever followed the form.
 */
export function FormSent({
  heading,
  message,
}: {
  readonly heading: string
  readonly message: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
    ref.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <div role="status" className={styles.sent} ref={ref} tabIndex={-1}>
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
