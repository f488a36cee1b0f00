/**
 * Reads rule strings the way FormKit's validation plugin does ('required|length:5,10|?(200)email'),
 * so a typo can be caught before it is silently ignored: FormKit drops a rule it cannot find.
 */
import { FORM_RULES, isRuleName, type RuleName } from './rules'

export type RuleArg = string | number | boolean | RegExp | Date
/** The array form, for arguments that hold `|` or `,`, such as a regular expression. */
export type RuleTuple = readonly [rule: string, ...args: RuleArg[]]
export type Validation = string | readonly RuleTuple[]

export type ParsedRule = {
  name: RuleName
  args: RuleArg[]
  /** The flags as written before the name: `*` force, `+` run on empty, `?` non-blocking, `(n)` debounce. */
  flags: string
  force: boolean
  runOnEmpty: boolean
  blocking: boolean
  debounce: number
}

export class FormSchemaError extends Error {
  override name = 'FormSchemaError'
}

// The same patterns as @formkit/validation 2.1.2, so both read a rule string alike.
const SEGMENT = /^((?:[*+?()0-9]+)?[a-zA-Z][a-zA-Z0-9_]+)(?::(.*)+)?$/i
const HEAD = /^([*+?()0-9]*)([a-zA-Z][a-zA-Z0-9_]+)$/
// Stricter than FormKit, which ignores stray hint characters: at most one debounce, no other digits.
const FLAGS = /^[*+?]*(?:\(\d+\))?[*+?]*$/
const DEBOUNCE = /\((\d+)\)/

export function parseValidation(validation: Validation | undefined, where: string): ParsedRule[] {
  if (validation === undefined) return []
  const intents = typeof validation === 'string' ? splitRuleString(validation, where) : validation
  return intents.map(([head, ...args]) => parseHead(head, args, where))
}

/** The rules as FormKit's array form; without `(n)` when debouncing is off (the server). */
export function toRuleTuples(rules: readonly ParsedRule[], debounce: boolean): RuleTuple[] {
  return rules.map((rule) => {
    const flags = debounce ? rule.flags : rule.flags.replace(DEBOUNCE, '')
    return [`${flags}${rule.name}`, ...rule.args]
  })
}

function splitRuleString(validation: string, where: string): RuleTuple[] {
  return validation
    .split('|')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .map((segment) => {
      const match = SEGMENT.exec(segment)
      if (!match?.[1]) throw new FormSchemaError(`${where}: cannot read rule "${segment}"`)
      const args = match[2] ? match[2].split(',').map((arg) => arg.trim()) : []
      return [match[1].trim(), ...args] as const
    })
}

function parseHead(head: string, args: RuleArg[], where: string): ParsedRule {
  const match = HEAD.exec(head)
  const flags = match?.[1] ?? ''
  const name = match?.[2] ?? head
  if (!isRuleName(name)) {
    throw new FormSchemaError(`${where}: unknown validation rule "${name}"`)
  }
  if (!FLAGS.test(flags)) {
    throw new FormSchemaError(`${where}: cannot read flags "${flags}" of rule "${name}"`)
  }
  const rule: { skipEmpty?: boolean } = FORM_RULES[name]
  return {
    name,
    args,
    flags,
    force: flags.includes('*'),
    runOnEmpty: flags.includes('+') || rule.skipEmpty === false,
    blocking: !flags.includes('?'),
    debounce: Number(DEBOUNCE.exec(flags)?.[1] ?? 0),
  }
}
