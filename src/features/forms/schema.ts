/**
 * A form's fields and rules, written once and read by the browser (feedback) and the server (for
 * real). `defineFormSchema` checks every rule name when the schema module loads, so a typo throws
 * in development, in tests and at build time instead of being skipped by FormKit.
 */
import { FORBIDDEN_FIELD_NAMES } from './constants'
import { FormSchemaError, parseValidation, type ParsedRule, type Validation } from './rule-syntax'

export type FieldType =
  'text' | 'email' | 'tel' | 'number' | 'date' | 'select' | 'checkbox' | 'textarea' | 'file'

/** When a field's validation messages appear: after it is left, after it changes, always, on submit. */
export type Visibility = 'blur' | 'dirty' | 'live' | 'submit'

export type SelectOption = { readonly label: string; readonly value: string }

export type FieldSchema = {
  readonly type: FieldType
  /** Shown beside the input and, unless `validationLabel` is set, named in its messages. */
  readonly label: string
  readonly validation?: Validation
  readonly validationLabel?: string
  /** This field's own words for a rule, in place of the locale's: `{ required: 'Add 2 to 6 photos.' }`. */
  readonly validationMessages?: Readonly<Record<string, string>>
  /** Defaults to 'dirty' for a checkbox (spec: "after it changes") and 'blur' for the rest. */
  readonly validationVisibility?: Visibility
  readonly placeholder?: string
  readonly help?: string
  /** For a select: without a placeholder the first option is chosen. */
  readonly options?: readonly SelectOption[]
  /** For a file input. */
  readonly accept?: string
  readonly multiple?: boolean
  readonly autoComplete?: string
}

export type FormSchema = Readonly<Record<string, FieldSchema>>

/** A chosen file, in the shape of FormKit's file inputs. */
export type FileItem = { readonly name: string; readonly file: FileLike }
/** What the browser's File and undici's File have in common. */
export type FileLike = { readonly name: string; readonly size: number; readonly type: string }

export type FieldValue = string | boolean | readonly FileItem[] | undefined

type ValueOf<F extends FieldSchema> = F['type'] extends 'checkbox'
  ? boolean
  : F['type'] extends 'file'
    ? FileItem[]
    : F['type'] extends 'select'
      ? string | undefined
      : string

export type FormValues<S extends FormSchema> = { -readonly [K in keyof S]: ValueOf<S[K]> }

/** Messages per field name. */
export type FieldMessages = Record<string, string[]>

/** A field's value before the visitor touches it. */
export function emptyValue(field: FieldSchema): FieldValue {
  if (field.type === 'checkbox') return false
  if (field.type === 'file') return []
  return field.type === 'select' ? undefined : ''
}

/**
 * A select without a placeholder takes its first option when no value is set, as the browser
 * shows it (spec: "Select input chooses the first option when there is no placeholder").
 */
export function selectFirstOption<V>(field: FieldSchema, value: V): V | string | undefined {
  if (field.type !== 'select' || field.placeholder || value !== undefined) return value
  return field.options?.[0]?.value
}

const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/

/** Checks field names and rule names, then returns the schema unchanged. */
export function defineFormSchema<const S extends FormSchema>(schema: S): S {
  for (const [name, field] of Object.entries(schema)) {
    if (!FIELD_NAME.test(name) || FORBIDDEN_FIELD_NAMES.has(name)) {
      throw new FormSchemaError(`field name "${name}" is not allowed`)
    }
    const rules = parseValidation(field.validation, `field "${name}"`)
    checkReferences(schema, name, rules)
    checkDates(name, rules)
  }
  return schema
}

const parsed = new WeakMap<FormSchema, ReadonlyMap<string, ParsedRule[]>>()

/** Parsed rules per field, read once per schema (the server validates every request). */
export function schemaRules(schema: FormSchema): ReadonlyMap<string, ParsedRule[]> {
  let rules = parsed.get(schema)
  if (!rules) {
    rules = new Map(
      Object.entries(schema).map(([name, field]) => [
        name,
        parseValidation(field.validation, `field "${name}"`),
      ]),
    )
    parsed.set(schema, rules)
  }
  return rules
}

// confirm and require_one look fields up by name; FormKit treats a missing one as empty.
function checkReferences(schema: FormSchema, name: string, rules: ParsedRule[]): void {
  for (const rule of rules) {
    const names =
      rule.name === 'require_one'
        ? rule.args
        : rule.name === 'confirm'
          ? [rule.args[0] ?? confirmPartner(name)]
          : []
    for (const other of names) {
      if (typeof other === 'string' && !Object.hasOwn(schema, other)) {
        throw new FormSchemaError(
          `field "${name}": rule ${rule.name} names missing field "${other}"`,
        )
      }
    }
  }
}

const DATE_RULES: ReadonlySet<string> = new Set(['date_after', 'date_before', 'date_between'])

// FormKit cannot word a message about a date it cannot read (its formatter throws).
function checkDates(name: string, rules: ParsedRule[]): void {
  for (const rule of rules) {
    if (!DATE_RULES.has(rule.name)) continue
    for (const arg of rule.args) {
      if (typeof arg === 'string' && Number.isNaN(Date.parse(arg))) {
        throw new FormSchemaError(`field "${name}": rule ${rule.name} has unreadable date "${arg}"`)
      }
    }
  }
}

// The same pairing as @formkit/rules' confirm: x_confirm (or x_confirmed) checks x, x checks x_confirm.
function confirmPartner(name: string): string {
  const suffix = /_confirm(?:ed)?$/
  return suffix.test(name) ? name.replace(suffix, '') : `${name}_confirm`
}
