/**
 * A form in Spanish: the server words its messages with FormKit's Spanish locale and the
 * schema's Spanish labels, dates inside messages pinned to one Spanish format, and the form's
 * incomplete status in Spanish too. English stays as it was (forms-messages.test.ts).
 */
import { describe, expect, it } from 'vitest'

import { contactSchema } from '@/features/contact/schema'
import { createFormEngine } from '@/features/forms/form-engine'
import { validateForm } from '@/features/forms/validate-form'
import { submissionSchemas } from '@/features/submission/schema'
import { en } from '@/lib/i18n/messages/en'
import { es } from '@/lib/i18n/messages/es'

const offices = [{ label: 'Central', value: 'central' }]

describe('server validation in Spanish', () => {
  it('answers with FormKit’s Spanish messages and the Spanish labels', async () => {
    const result = await validateForm(
      contactSchema(offices, es),
      { location: 'elsewhere', name: 'A', email: 'ana@', message: 'Hola', consent: false },
      'es',
    )
    expect(result.valid).toBe(false)
    expect(result.valid ? {} : result.errors).toEqual({
      location: ['Elige la oficina de la lista.'],
      name: ['El nombre completo debe tener entre 2 y 100 caracteres.'],
      email: ['Escribe una dirección de correo electrónico válida.'],
      subject: ['El asunto es obligatorio.'],
      message: ['El mensaje debe tener entre 10 y 5000 caracteres.'],
      consent: ['Acepta la política de privacidad, por favor.'],
    })
  })

  it('pins dates inside messages to one Spanish format', async () => {
    const { adult } = submissionSchemas(offices, es, 15 * 1024 * 1024)
    const result = await validateForm(adult, { dateOfBirth: '1899-12-31' }, 'es')
    expect(result.valid ? [] : result.errors.dateOfBirth).toEqual([
      'La fecha de nacimiento debe ser posterior al 1 ene 1900.',
    ])
  })

  it('words its own refusals in Spanish', async () => {
    const result = await validateForm(contactSchema(offices, es), { name: 'Ana\u0007' }, 'es')
    expect(result.valid ? [] : result.errors.name).toEqual([
      'El nombre completo no puede contener caracteres de control.',
    ])
  })

  it('gives the same rules in both languages: only the words change', async () => {
    const body = { location: 'central', name: 'Ana', email: 'ana@example.test', message: 'x' }
    const english = await validateForm(contactSchema(offices, en), body, 'en')
    const spanish = await validateForm(contactSchema(offices, es), body, 'es')
    const failing = (result: typeof english) => (result.valid ? [] : Object.keys(result.errors))
    expect(failing(spanish)).toEqual(failing(english))
    expect(english.valid ? [] : english.errors.message).toEqual([
      'Message must be between 10 and 5000 characters.',
    ])
  })
})

describe('the browser’s form in Spanish', () => {
  it('shows the incomplete status and its text in Spanish', async () => {
    const engine = createFormEngine(contactSchema(offices, es), {}, 'es')
    engine.connect()
    try {
      expect(await engine.submit(() => {})).toBe('incomplete')
      expect(engine.getSnapshot().incomplete).toEqual({
        title: 'Formulario incompleto.',
        text: 'Revisa los campos marcados: falta algún dato o no es válido.',
      })
      expect(engine.getSnapshot().fields.email?.errors).toEqual([
        'El correo electrónico es obligatorio.',
      ])
    } finally {
      engine.disconnect()
    }
  })
})
