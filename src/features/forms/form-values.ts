/**
 * Turns an untrusted request body (parsed JSON or FormData) into the values a schema expects.
 * Only the schema's fields are read, each coerced to its type's shape; anything else is ignored.
 * A body naming a prototype key is refused whole: it is an attack, not a mistake.
 */
import { FORBIDDEN_FIELD_NAMES } from './constants'
import {
  selectFirstOption,
  type FieldSchema,
  type FieldValue,
  type FileItem,
  type FileLike,
  type FormSchema,
} from './schema'

export type ReadValues =
  | { readonly ok: true; readonly values: Record<string, FieldValue> }
  | { readonly ok: false; readonly refusedKey: string }

// What a browser sends for a ticked box ('on') and what the hook's FormData holds ('true').
const CHECKED: ReadonlySet<unknown> = new Set([true, 'true', 'on'])

export function readFormValues(schema: FormSchema, body: unknown): ReadValues {
  const raw = body instanceof FormData ? fromFormData(body) : body
  if (!isPlainObject(raw)) return { ok: true, values: coerceAll(schema, {}) }
  const refused = Reflect.ownKeys(raw).find((key) => FORBIDDEN_FIELD_NAMES.has(String(key)))
  if (refused !== undefined) return { ok: false, refusedKey: String(refused) }
  return { ok: true, values: coerceAll(schema, raw) }
}

function coerceAll(schema: FormSchema, raw: Record<string, unknown>): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {}
  for (const [name, field] of Object.entries(schema)) {
    values[name] = coerce(field, Object.hasOwn(raw, name) ? raw[name] : undefined)
  }
  return values
}

function coerce(field: FieldSchema, raw: unknown): FieldValue {
  switch (field.type) {
    case 'checkbox':
      return CHECKED.has(raw)
    case 'file':
      return (Array.isArray(raw) ? raw : [raw]).flatMap(toFileItem)
    case 'select':
      return selectFirstOption(field, typeof raw === 'string' ? raw : undefined)
    default:
      if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
      return typeof raw === 'string' ? raw : ''
  }
}

function toFileItem(raw: unknown): FileItem[] {
  const file = isRecord(raw) && isRecord(raw.file) ? raw.file : raw
  if (!isFileLike(file)) return []
  // A browser posts an empty, nameless file for a file input left empty.
  if (file.name === '' && file.size === 0) return []
  return [{ name: file.name, file }]
}

function isFileLike(value: unknown): value is FileLike {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.size === 'number' &&
    typeof value.type === 'string'
  )
}

// FormData's repeated keys (several files) become arrays; a null prototype keeps '__proto__' a key.
function fromFormData(data: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = Object.create(null)
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key)
    raw[key] = all.length > 1 ? all : all[0]
  }
  return raw
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value) || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
