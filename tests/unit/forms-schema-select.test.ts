/**
 * A form whose schema depends on its values (createFormEngine with a selector): the rules switch
 * as soon as the deciding answer changes, and every field keeps its value and state.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createFormEngine, loadFormTree } from '@/features/forms/form-engine'
import { defineFormSchema, type FieldValue } from '@/features/forms/schema'

const base = {
  name: { type: 'text', label: 'Name', validation: 'required' },
  age: { type: 'number', label: 'Age', validation: 'required|number' },
} as const
const adult = defineFormSchema({
  ...base,
  guardian: { type: 'text', label: 'Guardian' },
})
const minor = defineFormSchema({
  ...base,
  guardian: { type: 'text', label: 'Guardian', validation: 'required' },
})
const select = (values: Readonly<Record<string, FieldValue>>) =>
  Number(values.age) > 0 && Number(values.age) < 18 ? minor : adult

const disconnects: (() => void)[] = []
function connected() {
  const engine = createFormEngine(select)
  engine.connect()
  disconnects.push(engine.disconnect)
  return engine
}

// The tree's code is fetched once, before the first form connects (forms-engine-lazy.test.ts).
beforeAll(() => loadFormTree())

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  disconnects.splice(0).forEach((disconnect) => disconnect())
  vi.useRealTimers()
})

describe('a schema picked from the values', () => {
  it('adds the rules as soon as the deciding answer changes, and drops them again', async () => {
    const form = connected()
    form.input('name', 'Ana')
    form.input('age', '16')
    expect(form.getSnapshot().schema).toBe(minor)
    form.blur('guardian')
    await vi.advanceTimersByTimeAsync(50)
    expect(form.getSnapshot().fields.guardian?.errors).toEqual(['Guardian is required.'])
    expect(await form.submit(vi.fn())).toBe('incomplete')

    form.input('age', '30')
    await vi.advanceTimersByTimeAsync(50)
    expect(form.getSnapshot().schema).toBe(adult)
    expect(form.getSnapshot().fields.guardian?.errors).toEqual([])
    const onSubmit = vi.fn()
    expect(await form.submit(onSubmit)).toBe('done')
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', age: '30', guardian: '' })
  })

  it('keeps values, and what happened to each field, across the switch', async () => {
    const form = connected()
    form.input('name', '')
    form.blur('name')
    await vi.advanceTimersByTimeAsync(50)
    expect(form.getSnapshot().fields.name?.errors).toEqual(['Name is required.'])
    form.input('age', '12')
    await vi.advanceTimersByTimeAsync(50)
    const { fields } = form.getSnapshot()
    expect(fields.name?.errors).toEqual(['Name is required.'])
    expect(fields.age).toMatchObject({ value: '12', state: { dirty: true } })
  })

  it('starts with the schema its initial values call for', () => {
    const engine = createFormEngine(select, { age: '10' })
    expect(engine.getSnapshot().schema).toBe(minor)
  })
})
