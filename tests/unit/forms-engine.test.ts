/**
 * The browser's form engine without React or a DOM: debounce, when messages show, the submit flow
 * ('Form incomplete.', disabled while submitting, server errors, focus) and FormKit's tree lifetime.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { INPUT_DEBOUNCE_MS } from '@/features/forms/constants'
import { createFormEngine, loadFormTree } from '@/features/forms/form-engine'
import { liveNodeCount } from '@/features/forms/form-tree'
import { defineFormSchema, type FormSchema, type FormValues } from '@/features/forms/schema'

const contact = defineFormSchema({
  name: { type: 'text', label: 'Name', validation: 'required' },
  email: { type: 'email', label: 'Email', validation: 'required|email' },
  town: {
    type: 'select',
    label: 'Town',
    options: [
      { label: 'Los Angeles', value: 'la' },
      { label: 'Central', value: 'central' },
    ],
  },
  terms: { type: 'checkbox', label: 'terms', validation: 'accepted' },
  message: { type: 'textarea', label: 'Message' },
})

const disconnects: (() => void)[] = []

function connected<S extends FormSchema>(schema: S, initial?: Partial<FormValues<S>>) {
  const engine = createFormEngine(schema, initial)
  engine.connect()
  disconnects.push(engine.disconnect)
  return engine
}

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms)

// The tree's code is fetched once, before the first form connects (forms-engine-lazy.test.ts).
beforeAll(() => loadFormTree())

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  disconnects.splice(0).forEach((disconnect) => disconnect())
  vi.useRealTimers()
})

describe('input and its 20 ms debounce', () => {
  it('shows the typed value at once and validates it 20 ms later', async () => {
    const form = connected(contact)
    form.blur('email')
    await tick(0)
    expect(form.getSnapshot().fields.email?.errors).toEqual(['Email is required.'])

    form.input('email', 'ana@')
    expect(form.getSnapshot().fields.email?.value).toBe('ana@')
    await tick(INPUT_DEBOUNCE_MS - 1)
    expect(form.getSnapshot().fields.email?.errors).toEqual(['Email is required.'])
    // The commit at 20 ms queues FormKit's re-run with setTimeout(0).
    await tick(2)
    expect(form.getSnapshot().fields.email?.errors).toEqual(['Please enter a valid email address.'])
  })

  it('honours a rule’s (n) debounce in the browser', async () => {
    const schema = defineFormSchema({
      code: { type: 'text', label: 'Code', validation: '(200)length:5' },
    })
    const form = connected(schema)
    form.blur('code')
    form.input('code', 'abc')
    await tick(INPUT_DEBOUNCE_MS + 150)
    expect(form.getSnapshot().fields.code?.errors).toEqual([])
    expect(form.getSnapshot().fields.code?.state.valid).toBe(false) // still validating
    await tick(60)
    expect(form.getSnapshot().fields.code?.errors).toEqual([
      'Code must be greater than or equal to 5 characters.',
    ])
  })
})

describe('when messages show', () => {
  it('after the field is left, not while typing', async () => {
    const form = connected(contact)
    form.input('email', 'ana@')
    await tick(50)
    expect(form.getSnapshot().fields.email?.errors).toEqual([])
    expect(form.getSnapshot().fields.email?.state).toMatchObject({ dirty: true, valid: false })
    form.blur('email')
    await tick(0)
    expect(form.getSnapshot().fields.email?.errors).toEqual(['Please enter a valid email address.'])
  })

  it('for a checkbox, after it changes', async () => {
    const form = connected(contact)
    form.blur('terms')
    await tick(50)
    expect(form.getSnapshot().fields.terms?.errors).toEqual([])
    form.input('terms', true)
    await tick(50)
    form.input('terms', false)
    await tick(50)
    expect(form.getSnapshot().fields.terms?.errors).toEqual(['Please accept the terms.'])
  })

  it('a field re-validates when the field it confirms changes', async () => {
    const schema = defineFormSchema({
      password: { type: 'text', label: 'Password' },
      password_confirm: { type: 'text', label: 'Confirm password', validation: 'confirm' },
    })
    const form = connected(schema, { password: 'secret', password_confirm: 'secret' })
    form.blur('password_confirm')
    await tick(0)
    expect(form.getSnapshot().fields.password_confirm?.errors).toEqual([])
    form.input('password', 'secret!')
    await tick(50)
    expect(form.getSnapshot().fields.password_confirm?.errors).toEqual([
      'Confirm password does not match.',
    ])
  })
})

describe('field state', () => {
  it('a select without placeholder takes its first option; with one, none', () => {
    const schema = defineFormSchema({
      a: { type: 'select', label: 'A', options: [{ label: 'One', value: '1' }] },
      b: {
        type: 'select',
        label: 'B',
        placeholder: 'Choose',
        options: [{ label: 'One', value: '1' }],
      },
    })
    const form = connected(schema)
    expect(form.getSnapshot().values).toEqual({ a: '1', b: undefined })
  })

  it('complete: rules passing, or, without rules, changed and filled', async () => {
    const form = connected(contact)
    form.input('name', 'Ana')
    form.input('message', 'Hello')
    await tick(50)
    const { fields } = form.getSnapshot()
    expect(fields.name?.state).toMatchObject({ valid: true, complete: true })
    expect(fields.message?.state).toMatchObject({ dirty: true, complete: true })
    expect(fields.email?.state).toMatchObject({ valid: false, complete: false })
    expect(fields.town?.state).toMatchObject({ dirty: false, complete: false })
  })
})

describe('submit', () => {
  it('incomplete: shows every message, Form incomplete. and its English text, and asks for focus', async () => {
    const onSubmit = vi.fn()
    const form = connected(contact)
    form.input('name', 'Ana')
    const outcome = form.submit(onSubmit)
    await tick(50)
    expect(await outcome).toBe('incomplete')
    const view = form.getSnapshot()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(view.incomplete).toEqual({
      title: 'Form incomplete.',
      text: 'Sorry, not all fields are filled out correctly.',
    })
    expect(view.fields.email?.errors).toEqual(['Email is required.'])
    expect(view.fields.terms?.errors).toEqual(['Please accept the terms.'])
    expect(view.fields.name?.state).toMatchObject({ submitted: true, validationVisible: true })
    expect(view.focus).toEqual({ name: 'email', seq: 1 })
  })

  it('removes the incomplete status once every field passes', async () => {
    const form = connected(contact)
    await form.submit(vi.fn())
    expect(form.getSnapshot().incomplete).not.toBeNull()
    form.input('name', 'Ana')
    form.input('email', 'ana@example.com')
    form.input('terms', true)
    await tick(50)
    expect(form.getSnapshot().incomplete).toBeNull()
  })

  it('waits for a pending debounce and submits the latest values', async () => {
    const onSubmit = vi.fn()
    const form = connected(contact)
    form.input('name', 'Ana')
    form.input('email', 'ana@example.com')
    form.input('terms', true)
    const outcome = form.submit(onSubmit)
    await tick(INPUT_DEBOUNCE_MS - 1)
    expect(onSubmit).not.toHaveBeenCalled()
    await tick(10)
    expect(await outcome).toBe('done')
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@example.com',
      town: 'la',
      terms: true,
      message: '',
    })
  })

  it('disables the form while an asynchronous submit runs, then enables it', async () => {
    const form = connected(contact, { name: 'Ana', email: 'ana@example.com', terms: true })
    let finish = () => {}
    const outcome = form.submit(() => new Promise<void>((resolve) => (finish = resolve)))
    await tick(0)
    expect(form.getSnapshot()).toMatchObject({ disabled: true, submitting: true })
    expect(await Promise.race([outcome, 'pending'])).toBe('pending')
    finish()
    expect(await outcome).toBe('done')
    expect(form.getSnapshot()).toMatchObject({ disabled: false, submitting: false })
  })

  it('enables the form again when onSubmit throws', async () => {
    const form = connected(contact, { name: 'Ana', email: 'ana@example.com', terms: true })
    await expect(form.submit(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect(form.getSnapshot().disabled).toBe(false)
  })

  it('shows the server’s 422 errors on their fields until the field is edited', async () => {
    const form = connected(contact, { name: 'Ana', email: 'ana@example.com', terms: true })
    const outcome = await form.submit(async () => ({
      errors: { email: ['Email is already registered.'], captcha: ['Please try again.'] },
    }))
    expect(outcome).toBe('rejected')
    let view = form.getSnapshot()
    expect(view.fields.email?.errors).toEqual(['Email is already registered.'])
    expect(view.fields.email?.state.complete).toBe(false)
    expect(view.formErrors).toEqual(['Please try again.'])
    expect(view.focus?.name).toBe('email')

    form.input('email', 'ana@example.org')
    await tick(50)
    view = form.getSnapshot()
    expect(view.fields.email?.errors).toEqual([])
    expect(view.fields.email?.state.complete).toBe(true)
  })

  it('clears the last answer’s errors when submitting again', async () => {
    const form = connected(contact, { name: 'Ana', email: 'ana@example.com', terms: true })
    await form.submit(() => ({ errors: { name: ['Name is taken.'] }, formErrors: ['Try later.'] }))
    expect(form.getSnapshot().fields.name?.errors).toEqual(['Name is taken.'])
    expect(await form.submit(() => undefined)).toBe('done')
    expect(form.getSnapshot()).toMatchObject({ formErrors: [], fields: { name: { errors: [] } } })
  })
})

describe('lifetime', () => {
  it('connect builds the node tree and disconnect destroys it', () => {
    const before = liveNodeCount()
    const form = createFormEngine(contact)
    form.connect()
    expect(liveNodeCount()).toBe(before + 1 + Object.keys(contact).length)
    form.disconnect()
    expect(liveNodeCount()).toBe(before)
  })

  it('keeps values and state across a reconnect (React StrictMode)', async () => {
    const form = connected(contact)
    form.input('email', 'ana@')
    form.blur('email')
    form.disconnect()
    form.connect()
    await tick(50)
    expect(form.getSnapshot().fields.email).toMatchObject({
      value: 'ana@',
      errors: ['Please enter a valid email address.'],
    })
  })

  it('returns the same view until something changes', async () => {
    const form = connected(contact)
    await tick(0)
    const view = form.getSnapshot()
    expect(form.getSnapshot()).toBe(view)
    const listener = vi.fn()
    const unsubscribe = form.subscribe(listener)
    form.input('name', 'A')
    expect(listener).toHaveBeenCalled()
    expect(form.getSnapshot()).not.toBe(view)
    unsubscribe()
  })
})
