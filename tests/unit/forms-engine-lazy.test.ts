/**
 * The form engine before FormKit's code has arrived (it is fetched on the visitor's first focus or
 * submit): what the visitor does meanwhile is kept, and checked once the tree is built. A file of
 * its own, so the tree's module is not loaded before these tests start.
 */
import { expect, it, vi } from 'vitest'

import { createFormEngine } from '@/features/forms/form-engine'
import { defineFormSchema } from '@/features/forms/schema'

const schema = defineFormSchema({
  name: { type: 'text', label: 'Name', validation: 'required' },
  email: { type: 'email', label: 'Email', validation: 'required|email' },
})

it('keeps input given before the tree arrived, and shows its messages once it has', async () => {
  const engine = createFormEngine(schema)
  engine.connect()
  engine.input('email', 'ana@')
  engine.blur('email')
  expect(engine.getSnapshot().fields.email).toMatchObject({ value: 'ana@', errors: [] })
  await vi.waitFor(() =>
    expect(engine.getSnapshot().fields.email?.errors).toEqual([
      'Please enter a valid email address.',
    ]),
  )
  engine.disconnect()
})

it('a submit on a form never focused builds the tree first, then checks every field', async () => {
  const engine = createFormEngine(schema)
  const sent = vi.fn()
  expect(await engine.submit(sent)).toBe('incomplete')
  expect(sent).not.toHaveBeenCalled()
  expect(engine.getSnapshot().fields.name?.errors).toEqual(['Name is required.'])
  engine.disconnect()
})
