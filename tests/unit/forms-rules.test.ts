/**
 * Every rule and flag of spec section 5, run through the same engine the server and the browser use,
 * against FormKit's documented behaviour and its English messages word for word.
 */
import { describe, expect, it } from 'vitest'

import type { RuleTuple } from '@/features/forms/rule-syntax'
import { FORM_RULES } from '@/features/forms/rules'
import { defineFormSchema, type FieldSchema, type FieldValue } from '@/features/forms/schema'
import { validateForm } from '@/features/forms/validate-form'

type Case = {
  readonly title: string
  readonly validation: string | readonly RuleTuple[]
  readonly value: FieldValue
  /** Failing blocking messages on the field; empty when it passes. */
  readonly errors: readonly string[]
  readonly warnings?: readonly string[]
  readonly field?: Partial<FieldSchema>
}

const file = (name: string) => ({ name, file: { name, size: 1, type: 'image/jpeg' } })

// prettier-ignore
const cases: readonly Case[] = [
  { title: 'accepted: unticked box', validation: 'accepted', value: false, field: { type: 'checkbox', label: 'terms' }, errors: ['Please accept the terms.'] },
  { title: 'accepted: ticked box', validation: 'accepted', value: true, field: { type: 'checkbox', label: 'terms' }, errors: [] },
  { title: 'accepted: "yes"', validation: 'accepted', value: 'yes', errors: [] },
  { title: 'accepted: runs on empty', validation: 'accepted', value: '', field: { label: 'terms' }, errors: ['Please accept the terms.'] },
  { title: 'alpha: letters', validation: 'alpha', value: 'Zoë', errors: [] },
  { title: 'alpha: digit', validation: 'alpha', value: 'abc1', errors: ['Field can only contain alphabetical characters.'] },
  { title: 'alpha:latin: accent', validation: 'alpha:latin', value: 'Zoë', errors: ['Field can only contain alphabetical characters.'] },
  { title: 'alpha_spaces: two words', validation: 'alpha_spaces', value: 'Ana Maria', errors: [] },
  { title: 'alpha_spaces: hyphen', validation: 'alpha_spaces', value: 'Ana-Maria', errors: ['Field can only contain letters and spaces.'] },
  { title: 'alphanumeric: letters and digits', validation: 'alphanumeric', value: 'abc123', errors: [] },
  { title: 'alphanumeric: space', validation: 'alphanumeric', value: 'abc 123', errors: ['Field can only contain letters and numbers.'] },
  { title: 'between: inside', validation: 'between:1,10', value: '5', errors: [] },
  { title: 'between: outside', validation: 'between:1,10', value: '11', errors: ['Field must be between 1 and 10.'] },
  { title: 'between: arguments reversed', validation: 'between:10,1', value: '0', errors: ['Field must be between 1 and 10.'] },
  { title: 'between: misconfigured', validation: 'between:a,b', value: '5', errors: ['This field was configured incorrectly and can’t be submitted.'] },
  { title: 'contains_alpha', validation: 'contains_alpha', value: '123', errors: ['Field must contain alphabetical characters.'] },
  { title: 'contains_numeric', validation: 'contains_numeric', value: 'abc', errors: ['Field must contain numbers.'] },
  { title: 'contains_symbol', validation: 'contains_symbol', value: 'abc', errors: ['Field must contain a symbol.'] },
  { title: 'contains_symbol: has one', validation: 'contains_symbol', value: 'a!c', errors: [] },
  { title: 'contains_uppercase', validation: 'contains_uppercase', value: 'abc', errors: ['Field must contain an uppercase letter.'] },
  { title: 'contains_lowercase', validation: 'contains_lowercase', value: 'ABC', errors: ['Field must contain a lowercase letter.'] },
  { title: 'date_after: before the date', validation: 'date_after:2020-01-01', value: '2019-12-31', errors: ['Field must be after Jan 1, 2020.'] },
  { title: 'date_after: after the date', validation: 'date_after:2020-01-01', value: '2020-01-02', errors: [] },
  { title: 'date_after: no date means now', validation: 'date_after', value: '2000-01-01', errors: ['Field must be in the future.'] },
  { title: 'date_before: after the date', validation: 'date_before:2020-01-01', value: '2020-01-02', errors: ['Field must be before Jan 1, 2020.'] },
  { title: 'date_before: no date means now', validation: 'date_before', value: '2999-01-01', errors: ['Field must be in the past.'] },
  { title: 'date_between: inside', validation: 'date_between:2020-01-01,2020-12-31', value: '2020-06-01', errors: [] },
  { title: 'date_between: outside (no full stop in en)', validation: 'date_between:2020-01-01,2020-12-31', value: '2021-01-01', errors: ['Field must be between Jan 1, 2020 and Dec 31, 2020'] },
  { title: 'date_format: right format', validation: 'date_format:DD/MM/YYYY', value: '31/12/2020', errors: [] },
  { title: 'date_format: wrong format (no full stop in en)', validation: 'date_format:DD/MM/YYYY', value: '2020-12-31', errors: ['Field is not a valid date, please use the format DD/MM/YYYY'] },
  { title: 'date_format: without a format, any readable date', validation: 'date_format', value: '2020-12-31', errors: [] },
  { title: 'date_format: without a format, unreadable', validation: 'date_format', value: 'soon', errors: ['This field was configured incorrectly and can’t be submitted'] },
  { title: 'email: valid', validation: 'email', value: 'ana@example.com', errors: [] },
  { title: 'email: no domain dot', validation: 'email', value: 'ana@example', errors: ['Please enter a valid email address.'] },
  { title: 'ends_with: one of', validation: 'ends_with:.com,.org', value: 'roster.org', errors: [] },
  { title: 'ends_with: none', validation: 'ends_with:.com,.org', value: 'roster.net', errors: ['Field doesn’t end with .com or .org.'] },
  { title: 'starts_with: none', validation: 'starts_with:https,ftp', value: 'http://a.co', errors: ['Field doesn’t start with https or ftp.'] },
  { title: 'starts_with: one of', validation: 'starts_with:https,ftp', value: 'ftp://a.co', errors: [] },
  { title: 'is: allowed', validation: 'is:la,ny', value: 'la', errors: [] },
  { title: 'is: not allowed', validation: 'is:la,ny', value: 'sf', errors: ['Field is not an allowed value.'] },
  { title: 'not: forbidden value (name kept lowercase)', validation: 'not:red,blue', value: 'red', field: { label: 'colour' }, errors: ['“red” is not an allowed colour.'] },
  { title: 'not: other value', validation: 'not:red,blue', value: 'green', errors: [] },
  { title: 'length:5,10: too short', validation: 'length:5,10', value: 'abc', errors: ['Field must be between 5 and 10 characters.'] },
  { title: 'length:5,10: inside', validation: 'length:5,10', value: 'abcdefg', errors: [] },
  { title: 'length:5,10: too long', validation: 'length:5,10', value: 'abcdefghijk', errors: ['Field must be between 5 and 10 characters.'] },
  { title: 'length:5: minimum only', validation: 'length:5', value: 'abc', errors: ['Field must be greater than or equal to 5 characters.'] },
  { title: 'length:0,5: maximum only', validation: 'length:0,5', value: 'abcdef', errors: ['Field must be less than or equal to 5 characters.'] },
  { title: 'length:5,5: exact', validation: 'length:5,5', value: 'abc', errors: ['Field should be 5 characters long.'] },
  { title: 'length counts files', validation: 'length:1,2', value: [file('a'), file('b'), file('c')], field: { type: 'file' }, errors: ['Field must be between 1 and 2 characters.'] },
  { title: 'lowercase: capital', validation: 'lowercase', value: 'abC', errors: ['Field can only contain lowercase letters.'] },
  { title: 'lowercase:allow_numeric', validation: 'lowercase:allow_numeric', value: 'ab1C', errors: ['Field can only contain lowercase letters and numbers.'] },
  { title: 'uppercase: small letter', validation: 'uppercase', value: 'ABc', errors: ['Field can only contain uppercase letters.'] },
  { title: 'matches: regex in array form', validation: [['matches', /^\d{3}-\d{4}$/]], value: '555-1234', errors: [] },
  { title: 'matches: regex in array form, no match', validation: [['matches', /^\d{3}-\d{4}$/]], value: '5551234', errors: ['Field is not an allowed value.'] },
  { title: 'matches: /regex/ in a string', validation: 'matches:/^[a-z]+$/', value: 'abc', errors: [] },
  { title: 'matches: plain values', validation: 'matches:yes,no', value: 'maybe', errors: ['Field is not an allowed value.'] },
  { title: 'max: above', validation: 'max:10', value: '11', errors: ['Field must be no more than 10.'] },
  { title: 'max: equal', validation: 'max:10', value: '10', errors: [] },
  { title: 'max: too many files', validation: 'max:1', value: [file('a'), file('b')], field: { type: 'file', label: 'photos' }, errors: ['Cannot have more than 1 photos.'] },
  { title: 'min: below', validation: 'min:5', value: '4', errors: ['Field must be at least 5.'] },
  { title: 'min: equal', validation: 'min:5', value: '5', errors: [] },
  { title: 'number: digits', validation: 'number', value: '12.5', errors: [] },
  { title: 'number: spaces around are allowed', validation: 'number', value: ' 12 ', errors: [] },
  { title: 'number: space inside', validation: 'number', value: '1 2', errors: ['Field must be a number.'] },
  { title: 'number: only spaces count as 0', validation: 'number', value: '   ', errors: [] },
  { title: 'required: empty', validation: 'required', value: '', errors: ['Field is required.'] },
  { title: 'required: whitespace is a value', validation: 'required', value: '   ', errors: [] },
  { title: 'required:trim: whitespace', validation: 'required:trim', value: '   ', errors: ['Field is required.'] },
  { title: 'required: an unticked box is a value (use accepted)', validation: 'required', value: false, field: { type: 'checkbox' }, errors: [] },
  { title: 'required: no files', validation: 'required', value: [], field: { type: 'file' }, errors: ['Field is required.'] },
  { title: 'symbol: only symbols', validation: 'symbol', value: '!@#', errors: [] },
  { title: 'symbol: a letter', validation: 'symbol', value: 'a!', errors: ['Field must be a symbol.'] },
  { title: 'url: https', validation: 'url', value: 'https://roster.example', errors: [] },
  { title: 'url: ftp is invalid by default', validation: 'url', value: 'ftp://roster.example', errors: ['Please enter a valid URL.'] },
  { title: 'url:ftp: allows ftp', validation: 'url:ftp:', value: 'ftp://roster.example', errors: [] },
  { title: 'url: no scheme', validation: 'url', value: 'roster.example', errors: ['Please enter a valid URL.'] },
  { title: 'validationLabel names the field, first letter capitalised', validation: 'required', value: '', field: { validationLabel: 'e-mail' }, errors: ['E-mail is required.'] },
  { title: 'rules skip an empty value', validation: 'email|length:5', value: '', errors: [] },
  { title: 'the first failing rule stops the rest', validation: 'length:5|email', value: 'abc', errors: ['Field must be greater than or equal to 5 characters.'] },
  { title: 'flag +: runs on empty', validation: '+length:1', value: '', errors: ['Field must be at least one character.'] },
  { title: 'flag *: keeps running after a failure', validation: 'length:5|*email', value: 'abc', errors: ['Field must be greater than or equal to 5 characters.', 'Please enter a valid email address.'] },
  { title: 'flag ?: does not block', validation: '?length:5', value: 'abc', errors: [], warnings: ['Field must be greater than or equal to 5 characters.'] },
  { title: 'flag ?: a warning still stops later rules', validation: '?length:5|email', value: 'abc', errors: [], warnings: ['Field must be greater than or equal to 5 characters.'] },
  { title: 'flags combined: ?*', validation: 'email|?*length:5', value: 'abc', errors: ['Please enter a valid email address.'], warnings: ['Field must be greater than or equal to 5 characters.'] },
  { title: 'flag (n): the server runs debounced rules at once', validation: '(200)length:5', value: 'abc', errors: ['Field must be greater than or equal to 5 characters.'] },
]

async function run(item: Case) {
  const field = {
    type: 'text',
    label: 'Field',
    ...item.field,
    validation: item.validation,
  } as const
  return validateForm(defineFormSchema({ field }), { field: item.value })
}

describe('rules and flags (FormKit 2.1.2, en messages)', () => {
  it.each(cases)('$title', async (item) => {
    const result = await run(item)
    const errors = result.valid ? [] : (result.errors.field ?? [])
    expect(errors).toEqual(item.errors)
    expect(result.warnings.field ?? []).toEqual(item.warnings ?? [])
    expect(result.valid).toBe(item.errors.length === 0)
  })

  it('covers every registered rule', () => {
    const used = new Set(
      cases.flatMap((item) =>
        typeof item.validation === 'string'
          ? item.validation.split('|').map((rule) => rule.replace(/^[*+?()0-9]*/, '').split(':')[0])
          : item.validation.map((rule) => rule[0]),
      ),
    )
    const untested = Object.keys(FORM_RULES).filter(
      (name) => !used.has(name) && name !== 'confirm' && name !== 'require_one',
    )
    expect(untested).toEqual([])
  })
})

describe('rules that read another field', () => {
  const account = defineFormSchema({
    password: { type: 'text', label: 'Password', validation: 'required' },
    password_confirm: { type: 'text', label: 'Confirm password', validation: 'required|confirm' },
  })

  it('confirm: password_confirm must equal password', async () => {
    const result = await validateForm(account, { password: 'secret1', password_confirm: 'secret2' })
    expect(result).toMatchObject({
      valid: false,
      errors: { password_confirm: ['Confirm password does not match.'] },
    })
    expect(
      await validateForm(account, { password: 'secret1', password_confirm: 'secret1' }),
    ).toMatchObject({ valid: true })
  })

  it('confirm on the first field looks at its _confirm partner', async () => {
    const schema = defineFormSchema({
      email: { type: 'email', label: 'Email', validation: 'confirm' },
      email_confirm: { type: 'email', label: 'Email again' },
    })
    const result = await validateForm(schema, { email: 'a@b.co', email_confirm: 'a@b.org' })
    expect(result).toMatchObject({ valid: false, errors: { email: ['Email does not match.'] } })
  })

  const contact = defineFormSchema({
    phone: { type: 'tel', label: 'Phone', validation: 'require_one:email' },
    email: { type: 'email', label: 'Email' },
  })

  it('require_one: both empty names both fields', async () => {
    const result = await validateForm(contact, { phone: '', email: '' })
    expect(result).toMatchObject({
      valid: false,
      errors: { phone: ['Phone or Email is required.'] },
    })
  })

  it('require_one: either one is enough', async () => {
    expect(await validateForm(contact, { phone: '', email: 'a@b.co' })).toMatchObject({
      valid: true,
    })
    expect(await validateForm(contact, { phone: '555', email: '' })).toMatchObject({ valid: true })
  })
})
