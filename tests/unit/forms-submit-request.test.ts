/**
 * The route contract from the browser's side: what the hook sends, and how a 422 answer's
 * `{"errors": {field: [messages]}}` comes back as the result onSubmit returns.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { defineFormSchema } from '@/features/forms/schema'
import { errorsFromResponse, postForm, toFormData } from '@/features/forms/submit-request'
import { invalidFormResponse, validateForm } from '@/features/forms/validate-form'

const schema = defineFormSchema({
  name: { type: 'text', label: 'Name', validation: 'required' },
  terms: { type: 'checkbox', label: 'terms', validation: 'accepted' },
  newsletter: { type: 'checkbox', label: 'Newsletter' },
  photos: { type: 'file', label: 'photos', validation: 'required', multiple: true },
  town: {
    type: 'select',
    label: 'Town',
    placeholder: 'Choose',
    options: [{ label: 'LA', value: 'la' }],
  },
})

describe('toFormData', () => {
  it('round-trips through the server to the same values', async () => {
    const a = new File(['a'], 'a.jpg', { type: 'image/jpeg' })
    const b = new File(['b'], 'b.jpg', { type: 'image/jpeg' })
    const values = {
      name: 'Ana',
      terms: true,
      newsletter: false,
      photos: [
        { name: 'a.jpg', file: a },
        { name: 'b.jpg', file: b },
      ],
      town: undefined,
    }
    const result = await validateForm(schema, toFormData(values))
    expect(result.valid && result.values).toMatchObject({
      ...values,
      photos: [{ name: 'a.jpg' }, { name: 'b.jpg' }],
    })
  })
})

describe('errorsFromResponse', () => {
  it('reads a 422 answer from invalidFormResponse', async () => {
    const response = invalidFormResponse({ errors: { name: ['Name is required.'] } })
    expect(await errorsFromResponse(response)).toEqual({ errors: { name: ['Name is required.'] } })
  })

  it('keeps only string messages from an answer it does not trust', async () => {
    const response = Response.json(
      { errors: { name: ['ok', 3, null], other: 'x' } },
      { status: 422 },
    )
    expect(await errorsFromResponse(response)).toEqual({ errors: { name: ['ok'] } })
  })

  it.each([
    ['a success', Response.json({}, { status: 200 })],
    ['a server error', new Response('oops', { status: 500 })],
    ['a 422 without JSON', new Response('nope', { status: 422 })],
  ])('gives nothing for %s', async (_title, response) => {
    expect(await errorsFromResponse(response)).toBeUndefined()
  })
})

describe('postForm', () => {
  const messages = { byStatus: { 429: 'Too many, try later.' }, failed: 'Not sent, try again.' }
  const answer = (response: Response | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (response instanceof Error) throw response
        return response
      }),
    )
  const post = () => postForm('/api/_forms/test', { body: '{}' }, messages)
  afterEach(() => vi.unstubAllGlobals())

  it('posts the body and reads the id of a 201', async () => {
    answer(Response.json({ id: 7 }, { status: 201 }))
    expect(await post()).toEqual({ ok: true, id: 7 })
    expect(fetch).toHaveBeenCalledWith('/api/_forms/test', { method: 'POST', body: '{}' })
  })

  it('puts a 422’s messages on their fields', async () => {
    answer(Response.json({ errors: { name: ['Name is required.'] } }, { status: 422 }))
    expect(await post()).toEqual({ ok: false, errors: { name: ['Name is required.'] } })
  })

  it('says what another status means, or that nothing was sent', async () => {
    answer(new Response(null, { status: 429 }))
    expect(await post()).toEqual({ ok: false, formErrors: ['Too many, try later.'] })
    answer(new Response(null, { status: 500 }))
    expect(await post()).toEqual({ ok: false, formErrors: ['Not sent, try again.'] })
    answer(new TypeError('Failed to fetch'))
    expect(await post()).toEqual({ ok: false, formErrors: ['Not sent, try again.'] })
  })
})
