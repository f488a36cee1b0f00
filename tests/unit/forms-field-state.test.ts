/**
 * Spec section 4: fields track blurred, dirty, submitted, valid and complete; messages show after the
 * field is left (a checkbox: after it changes) or on submit. Pure functions, no DOM.
 */
import { describe, expect, it } from 'vitest'

import {
  defaultVisibility,
  deriveFieldState,
  initialFlags,
  isComplete,
  isValidationVisible,
  reduceFlags,
  type FieldEvent,
  type FieldFlags,
} from '@/features/forms/field-state'
import type { Visibility } from '@/features/forms/schema'

function after(events: FieldEvent[], visibility: Visibility = 'blur'): FieldFlags {
  return events.reduce(
    (flags, event) => reduceFlags(flags, event, visibility),
    initialFlags(visibility),
  )
}

const blur: FieldEvent = { type: 'blur' }
const dirty: FieldEvent = { type: 'dirty' }
const submit: FieldEvent = { type: 'submit' }
const typing: FieldEvent = { type: 'settled', settled: false }
const paused: FieldEvent = { type: 'settled', settled: true }

describe('when validation messages show', () => {
  it.each<[string, FieldEvent[], Visibility, boolean]>([
    ['a new field: hidden', [], 'blur', false],
    ['typed, not left: hidden', [typing, dirty, paused], 'blur', false],
    ['left: shown', [blur], 'blur', true],
    ['left while still typing: hidden until the input settles', [typing, blur], 'blur', false],
    ['left, then settled: shown', [typing, blur, paused], 'blur', true],
    ['once shown, stays shown while typing again', [blur, typing], 'blur', true],
    ['submitted, never touched: shown', [submit], 'blur', true],
    ['submitted while typing: shown', [typing, submit], 'blur', true],
    ['checkbox changed: shown without leaving it', [dirty], 'dirty', true],
    ['checkbox left, not changed: hidden', [blur], 'dirty', false],
    ['live: shown from the start', [], 'live', true],
    ['submit-only: hidden when left', [blur, dirty], 'submit', false],
    ['submit-only: shown on submit', [submit], 'submit', true],
  ])('%s', (_title, events, visibility, visible) => {
    expect(isValidationVisible(after(events, visibility), visibility)).toBe(visible)
  })

  it('remembers that messages were shown', () => {
    expect(after([blur]).hasShownErrors).toBe(true)
    expect(after([typing, blur]).hasShownErrors).toBe(false)
  })

  it('a checkbox waits for a change, other inputs for leaving', () => {
    expect(defaultVisibility('checkbox')).toBe('dirty')
    for (const type of [
      'text',
      'email',
      'tel',
      'number',
      'date',
      'select',
      'textarea',
      'file',
    ] as const) {
      expect(defaultVisibility(type)).toBe('blur')
    }
  })
})

describe('flags', () => {
  it('start clear and settled', () => {
    expect(initialFlags('blur')).toEqual({
      blurred: false,
      dirty: false,
      submitted: false,
      settled: true,
      hasShownErrors: false,
    })
  })

  it('are sticky: once blurred, dirty or submitted, always', () => {
    const flags = after([blur, dirty, submit, typing, paused])
    expect(flags).toMatchObject({ blurred: true, dirty: true, submitted: true, settled: true })
  })

  it('keep the same object when nothing changes (cheap re-renders)', () => {
    const flags = after([blur])
    expect(reduceFlags(flags, blur, 'blur')).toBe(flags)
  })
})

describe('complete and valid', () => {
  const clean = initialFlags('blur')
  const facts = { hasRules: true, valid: true, hasErrors: false, empty: false }

  it.each<[string, FieldFlags, typeof facts, boolean]>([
    ['with rules, all passing', clean, facts, true],
    ['with rules, one failing', clean, { ...facts, valid: false }, false],
    ['with rules passing but a server error', clean, { ...facts, hasErrors: true }, false],
    ['without rules, untouched', clean, { ...facts, hasRules: false }, false],
    ['without rules, changed and filled', after([dirty]), { ...facts, hasRules: false }, true],
    [
      'without rules, changed back to empty',
      after([dirty]),
      { ...facts, hasRules: false, empty: true },
      false,
    ],
  ])('%s', (_title, flags, given, complete) => {
    expect(isComplete(flags, given)).toBe(complete)
  })

  it('derives the whole state a component reads', () => {
    expect(deriveFieldState(after([blur]), { ...facts, valid: false }, 'blur')).toEqual({
      blurred: true,
      dirty: false,
      submitted: false,
      settled: true,
      hasShownErrors: true,
      valid: false,
      complete: false,
      validationVisible: true,
    })
  })
})
