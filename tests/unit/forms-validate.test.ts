/**
 * The server's validateForm: untrusted bodies, warnings, the 422 answer, debounce ignored, and no
 * FormKit node left behind (FormKit keeps live nodes in module-level sets).
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { liveNodeCount } from '@/features/forms/form-tree'
import { defineFormSchema } from '@/features/forms/schema'
import { invalidFormResponse, validateForm } from '@/features/forms/validate-form'

const submission = defineFormSchema({
  name: { type: 'text', label: 'Name', validation: 'required' },
  email: { type: 'email', label: 'Email', validation: 'required|email' },
  height: { type: 'number', label: 'Height', validation: 'number|between:140,210' },
  town: {
    type: 'select',
    label: 'Town',
    options: [
      { label: 'Los Angeles', value: 'la' },
      { label: 'Central', value: 'central' },
    ],
  },
  terms: { type: 'checkbox', label: 'terms', validation: 'accepted' },
  photos: { type: 'file', label: 'photos', validation: 'required|max:2' },
  note: { type: 'textarea', label: 'Note', validation: '?length:0,20' },
})

const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' })

describe('validateForm', () => {
  it('answers valid with the values in their schema shapes', async () => {
    const result = await validateForm(submission, {
      name: 'Ana',
      email: 'ana@example.com',
      height: 172,
      terms: true,
      photos: [photo],
      note: 'Hi',
    })
    expect(result).toEqual({
      valid: true,
      values: {
        name: 'Ana',
        email: 'ana@example.com',
        height: '172',
        town: 'la', // no placeholder: the first option, as the browser shows it
        terms: true,
        photos: [{ name: 'me.jpg', file: photo }],
        note: 'Hi',
      },
      warnings: {},
    })
  })

  it('answers every failing field with the browser’s messages', async () => {
    const result = await validateForm(submission, { email: 'ana@', height: '2 m' })
    expect(result).toEqual({
      valid: false,
      errors: {
        name: ['Name is required.'],
        email: ['Please enter a valid email address.'],
        height: ['Height must be a number.'],
        terms: ['Please accept the terms.'],
        photos: ['Photos is required.'],
      },
      warnings: {},
    })
  })

  it('returns non-blocking (?) failures as warnings without blocking', async () => {
    const result = await validateForm(submission, {
      name: 'Ana',
      email: 'ana@example.com',
      terms: 'on',
      photos: photo,
      note: 'x'.repeat(21),
    })
    expect(result).toMatchObject({
      valid: true,
      warnings: { note: ['Note must be less than or equal to 20 characters.'] },
    })
  })

  it('reads FormData: a ticked box, repeated files, an empty file input', async () => {
    const data = new FormData()
    data.append('name', 'Ana')
    data.append('email', 'ana@example.com')
    data.append('terms', 'on')
    data.append('photos', photo)
    data.append('photos', photo)
    data.append('photos', photo)
    const tooMany = await validateForm(submission, data)
    expect(tooMany).toMatchObject({
      valid: false,
      errors: { photos: ['Cannot have more than 2 photos.'] },
    })

    const empty = new FormData()
    empty.append('photos', new File([], ''))
    const none = await validateForm(submission, empty)
    expect(none).toMatchObject({ valid: false, errors: { photos: ['Photos is required.'] } })
  })

  it('ignores unknown fields and never copies them', async () => {
    const result = await validateForm(submission, {
      name: 'Ana',
      email: 'ana@example.com',
      terms: true,
      photos: [photo],
      admin: true,
    })
    expect(result.valid && Object.keys(result.values)).not.toContain('admin')
  })

  it('does not trust shapes: objects and arrays in text fields count as empty', async () => {
    const result = await validateForm(submission, {
      name: { toString: () => 'Ana' },
      email: ['ana@example.com'],
      terms: 'yes please',
    })
    expect(result).toMatchObject({
      valid: false,
      errors: {
        name: ['Name is required.'],
        email: ['Email is required.'],
        terms: ['Please accept the terms.'],
      },
    })
  })

  it.each([null, 'name=Ana', 42, [{ name: 'Ana' }]])('treats a %j body as empty', async (body) => {
    const result = await validateForm(submission, body)
    expect(result).toMatchObject({ valid: false, errors: { name: ['Name is required.'] } })
  })

  it.each([
    ['{"__proto__": {"admin": true}, "name": "Ana"}', '__proto__'],
    ['{"constructor": {"prototype": {}}}', 'constructor'],
  ])('refuses a body with a prototype key, naming it: %s', async (json, key) => {
    const result = await validateForm(submission, JSON.parse(json))
    expect(result).toEqual({
      valid: false,
      errors: { form: [`The field "${key}" is not accepted.`] },
      warnings: {},
      malformed: true,
    })
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })

  it('refuses a prototype key in FormData too', async () => {
    const data = new FormData()
    data.append('__proto__', 'x')
    expect(await validateForm(submission, data)).toMatchObject({ malformed: true })
  })

  it.each(['Ana\u0000Lima', 'Ana\u001bLima', 'Ana\u007fLima', 'Ana\u0085Lima', 'Ana\fLima'])(
    'refuses control characters in a text field with a field message: %j',
    async (name) => {
      const result = await validateForm(submission, { name })
      expect(result.valid).toBe(false)
      expect(result.valid ? [] : result.errors.name).toEqual([
        'Name must not contain control characters.',
      ])
    },
  )

  it('accepts tab and line breaks (a textarea sends CRLF)', async () => {
    const result = await validateForm(submission, { name: 'Ana\tLima\r\nSecond line' })
    expect(result.valid ? undefined : result.errors.name).toBeUndefined()
  })

  it('ignores (n) debounce: answers at once', async () => {
    const slow = defineFormSchema({
      code: { type: 'text', label: 'Code', validation: '(5000)length:5' },
    })
    const started = performance.now()
    const result = await validateForm(slow, { code: 'abc' })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(result).toMatchObject({
      errors: { code: ['Code must be greater than or equal to 5 characters.'] },
    })
  })

  it('gives the same answer when called concurrently', async () => {
    const bodies = [{ email: 'a@' }, { email: 'a@b.co' }, { email: '' }]
    const results = await Promise.all(bodies.map((body) => validateForm(submission, body)))
    expect(results.map((result) => (result.valid ? [] : result.errors.email))).toEqual([
      ['Please enter a valid email address.'],
      undefined,
      ['Email is required.'],
    ])
  })
})

describe('invalidFormResponse', () => {
  it('answers 422 {"errors": {field: [messages]}}', async () => {
    const response = invalidFormResponse({ errors: { email: ['Email is required.'] } })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { email: ['Email is required.'] } })
  })

  it('answers 400 for a refused body', () => {
    expect(invalidFormResponse({ errors: {}, malformed: true }).status).toBe(400)
  })
})

describe('validateForm and memory', () => {
  const small = defineFormSchema({
    email: { type: 'email', label: 'Email', validation: 'required|email' },
    email_confirm: { type: 'email', label: 'Email again', validation: 'confirm' },
  })

  it('destroys every node it creates, over 2000 validations', async () => {
    const before = liveNodeCount()
    for (let i = 0; i < 2000; i++) {
      await validateForm(small, { email: i % 2 ? 'a@b.co' : 'a@', email_confirm: 'a@b.co' })
    }
    expect(liveNodeCount()).toBe(before)
    // 2000 validations take about a second, several on a machine busy with builds.
  }, 30_000)

  it('keeps the heap roughly flat (a kept tree costs ~96 KB)', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const body = { email: 'a@', email_confirm: 'a@b.co' }
    for (let i = 0; i < 200; i++) await validateForm(small, body)
    gc()
    const before = process.memoryUsage().heapUsed
    for (let i = 0; i < 1000; i++) await validateForm(small, body)
    gc()
    // A leak of even 10 KB per call would add 10 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5 * 1024 * 1024)
  })
})
