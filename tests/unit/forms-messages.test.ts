/**
 * Messages are FormKit's English locale word for word (spec section 5), with dates formatted in one
 * pinned locale so the server and every visitor's browser give the same words.
 */
import { createNode, type FormKitTextFragment } from '@formkit/core'
import { en } from '@formkit/i18n'
import { createValidationPlugin } from '@formkit/validation'
import { describe, expect, it } from 'vitest'

import { INCOMPLETE_MESSAGE } from '@/features/forms/constants'
import { i18nPlugin } from '@/features/forms/locale'

function translate(key: string, args: unknown[], type = 'validation'): string {
  const node = createNode({
    type: 'input',
    name: 'start',
    props: { label: 'Start' },
    plugins: [i18nPlugin],
  })
  try {
    const fragment: FormKitTextFragment = {
      key,
      type,
      value: key,
      meta: { messageKey: key, i18nArgs: [{ node, name: 'Start', args }] },
    }
    return node.t(fragment)
  } finally {
    node.destroy()
  }
}

describe('messages', () => {
  it.each([
    ['required', [], 'Start is required.'],
    ['email', [], 'Please enter a valid email address.'],
    ['url', [], 'Please enter a valid URL.'],
    ['number', [], 'Start must be a number.'],
    ['confirm', [], 'Start does not match.'],
    ['length', ['1'], 'Start must be at least one character.'],
    ['length', ['2', '8'], 'Start must be between 2 and 8 characters.'],
    ['between', ['x', '2'], 'This field was configured incorrectly and can’t be submitted.'],
  ])('%s %j: %s', (rule, args, message) => {
    expect(translate(rule, args)).toBe(message)
  })

  it('falls back to ‘This field is not valid.’ for a rule the locale has no words for', () => {
    const never = () => false
    const node = createNode({
      type: 'input',
      name: 'start',
      value: 'x',
      props: { validation: 'never' },
      plugins: [i18nPlugin, createValidationPlugin({ never })],
    })
    expect(node.store.rule_never?.value).toBe('This field is not valid.')
    node.destroy()
  })

  it('pins dates in messages to one locale', () => {
    expect(translate('date_after', ['2020-01-01'])).toBe('Start must be after Jan 1, 2020.')
    expect(translate('date_before', ['2020-12-31'])).toBe('Start must be before Dec 31, 2020.')
    expect(translate('date_between', ['2020-01-01', '2020-12-31'])).toBe(
      'Start must be between Jan 1, 2020 and Dec 31, 2020',
    )
  })

  const runtime = new Intl.DateTimeFormat().resolvedOptions().locale

  it.runIf(runtime === 'en-US')('words dates as FormKit’s en does under an en-US runtime', () => {
    const node = createNode({ type: 'input', name: 'start' })
    const ctx = { node, name: 'Start', args: ['2020-01-01', '2020-12-31'] }
    for (const rule of ['date_after', 'date_before', 'date_between'] as const) {
      const message = en.validation[rule]
      expect(typeof message === 'function' && message(ctx)).toBe(translate(rule, ctx.args))
    }
    node.destroy()
  })

  it('translates the incomplete status as the en locale does', () => {
    expect(INCOMPLETE_MESSAGE).toBe('Form incomplete.')
    expect(translate('incomplete', [], 'ui')).toBe(
      'Sorry, not all fields are filled out correctly.',
    )
  })
})
