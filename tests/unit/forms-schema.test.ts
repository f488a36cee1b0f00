/**
 * Rule strings are read as FormKit reads them, and a mistake in a schema throws when the schema is
 * defined: FormKit itself silently ignores a rule name it does not know.
 */
import { describe, expect, it } from 'vitest'

import { FormSchemaError, parseValidation, toRuleTuples } from '@/features/forms/rule-syntax'
import { defineFormSchema } from '@/features/forms/schema'

describe('parseValidation', () => {
  it('reads pipes, colon arguments and commas', () => {
    const rules = parseValidation('required|length:5,10| ends_with:.com , .org ', 'test')
    expect(rules.map(({ name, args }) => [name, ...args])).toEqual([
      ['required'],
      ['length', '5', '10'],
      ['ends_with', '.com', '.org'],
    ])
  })

  it('reads the flags * force, + run on empty, ? non-blocking and (n) debounce', () => {
    const [forced, onEmpty, optional, debounced, all] = parseValidation(
      '*email|+length:1|?alpha|(200)min:3|*+?(50)max:9',
      'test',
    )
    expect(forced).toMatchObject({ name: 'email', force: true, blocking: true, debounce: 0 })
    expect(onEmpty).toMatchObject({ name: 'length', runOnEmpty: true, force: false })
    expect(optional).toMatchObject({ name: 'alpha', blocking: false, runOnEmpty: false })
    expect(debounced).toMatchObject({ name: 'min', debounce: 200, args: ['3'] })
    expect(all).toMatchObject({ force: true, runOnEmpty: true, blocking: false, debounce: 50 })
  })

  it('knows which rules run on empty by themselves', () => {
    const rules = parseValidation('required|accepted|require_one:x|email', 'test')
    expect(rules.map((rule) => rule.runOnEmpty)).toEqual([true, true, true, false])
  })

  it('keeps the array form, for arguments with | or ,', () => {
    const pattern = /^(a|b),c$/
    const [rule] = parseValidation([['?matches', pattern]], 'test')
    expect(rule).toMatchObject({ name: 'matches', args: [pattern], blocking: false })
  })

  it('splits a regex with commas in string form, which is why the array form exists', () => {
    const [rule] = parseValidation('matches:/^a{1,3}$/', 'test')
    expect(rule?.args).toEqual(['/^a{1', '3}$/'])
  })

  it('throws on an unknown rule name, as a typo', () => {
    expect(() => parseValidation('required|emial', 'field "email"')).toThrow(
      new FormSchemaError('field "email": unknown validation rule "emial"'),
    )
    expect(() => parseValidation([['lenght', 5]], 'test')).toThrow(
      /unknown validation rule "lenght"/,
    )
  })

  it('throws on FormKit rules the spec does not list', () => {
    expect(() => parseValidation('date_after_or_equal:2020-01-01', 'test')).toThrow(FormSchemaError)
  })

  it('throws on what FormKit would drop without a word', () => {
    expect(() => parseValidation('required!', 'test')).toThrow(/cannot read rule "required!"/)
    expect(() => parseValidation('5required', 'test')).toThrow(/cannot read flags "5"/)
    expect(() => parseValidation('(20)(30)required', 'test')).toThrow(/cannot read flags/)
  })

  it('ignores empty segments and an absent validation', () => {
    expect(parseValidation('required||', 'test')).toHaveLength(1)
    expect(parseValidation(undefined, 'test')).toEqual([])
    expect(parseValidation('', 'test')).toEqual([])
  })
})

describe('toRuleTuples', () => {
  const rules = parseValidation('*(200)length:5|?(30)email|required', 'test')

  it('keeps (n) debounce for the browser', () => {
    expect(toRuleTuples(rules, true)).toEqual([['*(200)length', '5'], ['?(30)email'], ['required']])
  })

  it('drops (n) debounce for the server and keeps the other flags', () => {
    expect(toRuleTuples(rules, false)).toEqual([['*length', '5'], ['?email'], ['required']])
  })
})

describe('defineFormSchema', () => {
  it('returns the schema it was given', () => {
    const schema = {
      email: { type: 'email', label: 'Email', validation: 'required|email' },
    } as const
    expect(defineFormSchema(schema)).toBe(schema)
  })

  it('throws at definition time on a rule typo', () => {
    expect(() =>
      defineFormSchema({ email: { type: 'email', label: 'Email', validation: 'requried|email' } }),
    ).toThrow(/field "email": unknown validation rule "requried"/)
  })

  it.each(['__proto__', 'constructor', 'prototype', '1st', 'first-name', ''])(
    'refuses the field name %j',
    (name) => {
      const schema = Object.defineProperty({}, name, {
        value: { type: 'text', label: 'X' },
        enumerable: true,
      })
      expect(() => defineFormSchema(schema)).toThrow(/is not allowed/)
    },
  )

  it('throws when confirm has no partner field', () => {
    expect(() =>
      defineFormSchema({
        password_confirm: { type: 'text', label: 'Confirm', validation: 'confirm' },
      }),
    ).toThrow(/rule confirm names missing field "password"/)
  })

  it('throws when require_one names a missing field', () => {
    expect(() =>
      defineFormSchema({
        phone: { type: 'tel', label: 'Phone', validation: 'require_one:emial' },
        email: { type: 'email', label: 'Email' },
      }),
    ).toThrow(/rule require_one names missing field "emial"/)
  })

  it('throws on a date argument FormKit could not word', () => {
    expect(() =>
      defineFormSchema({ from: { type: 'date', label: 'From', validation: 'date_after:someday' } }),
    ).toThrow(/unreadable date "someday"/)
  })

  it('still accepts a misconfigured between: its message is part of the spec', () => {
    expect(() =>
      defineFormSchema({ n: { type: 'number', label: 'N', validation: 'between:a,b' } }),
    ).not.toThrow()
  })
})
