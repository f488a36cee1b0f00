/**
 * The browser's half of a route's contract: what to send, and how a 422 answer
 * `{"errors": {field: [messages]}}` becomes the result onSubmit returns to the form.
 */
import type { SubmitResult } from './form-engine'
import type { FieldMessages, FieldValue } from './schema'

/** FormData for a form with files; JSON (the values as they are) serves the rest. */
export function toFormData(values: Readonly<Record<string, FieldValue>>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item.file instanceof Blob) data.append(name, item.file)
    } else if (value !== undefined) {
      data.append(name, String(value))
    }
  }
  return data
}

/** What a form post came to: stored under an id, or what to show on the form. */
export type Sent =
  { readonly ok: true; readonly id: number } | ({ readonly ok: false } & SubmitResult)

/**
 * Posts a form to a route answering `201 {id}` or a 422 with field errors. Any other answer
 * becomes the visitor's message for its status, and no answer at all (offline, a dropped
 * connection) becomes `failed`.
 */
export async function postForm(
  url: string,
  init: { readonly body: BodyInit; readonly headers?: Record<string, string> },
  messages: { readonly byStatus: Readonly<Record<number, string>>; readonly failed: string },
): Promise<Sent> {
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', ...init })
  } catch {
    return { ok: false, formErrors: [messages.failed] }
  }
  if (response.status === 201) {
    const { id } = (await response.json()) as { id: number }
    return { ok: true, id }
  }
  const errors = await errorsFromResponse(response)
  if (errors) return { ok: false, ...errors }
  return { ok: false, formErrors: [messages.byStatus[response.status] ?? messages.failed] }
}

/** The field errors of a 422 answer; undefined for any other answer, which the caller handles. */
export async function errorsFromResponse(response: Response): Promise<SubmitResult | undefined> {
  if (response.status !== 422) return undefined
  const body: unknown = await response.json().catch(() => undefined)
  const errors = isRecord(body) ? body.errors : undefined
  if (!isRecord(errors)) return undefined
  const fields: FieldMessages = {}
  for (const [name, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) {
      fields[name] = messages.filter((message) => typeof message === 'string')
    }
  }
  return { errors: fields }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A new key per form render: 32 random hex characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
