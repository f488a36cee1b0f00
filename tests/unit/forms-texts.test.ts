/**
 * The words of the forms (issue 33): Spanish messages name every field with its article and agree
 * with it, in tú; the photos say how many are wanted; a multiple file picker adds to its files.
 */
import { describe, expect, it } from 'vitest'

import { contactSchema } from '@/features/contact/schema'
import { addFiles, removeFile } from '@/features/forms/file-list'
import type { FileItem, FormSchema } from '@/features/forms/schema'
import { spanishName } from '@/features/forms/spanish-names'
import { validateForm } from '@/features/forms/validate-form'
import { inquirySchema } from '@/features/inquiry/schema'
import { paymentSchema } from '@/features/payment/schema'
import { MAX_PHOTOS, MIN_PHOTOS } from '@/features/submission/constants'
import { submissionSchemas } from '@/features/submission/schema'
import { en } from '@/lib/i18n/messages/en'
import { es } from '@/lib/i18n/messages/es'

const offices = [{ label: 'Central', value: 'central' }]
const MB = 1024 * 1024

function spanishSchemas(): FormSchema[] {
  const submission = submissionSchemas(offices, es, 15 * MB)
  return [
    contactSchema(offices, es),
    inquirySchema(es),
    paymentSchema(
      { currency: 'usd', minimum: 10, maximum: 100 },
      { text: es.payment, locale: 'es' },
    ),
    submission.adult,
    submission.minor,
  ]
}

describe('Spanish messages', () => {
  it('know the article and gender of every field of every form', () => {
    const unknown = spanishSchemas()
      .flatMap((schema) => Object.values(schema))
      .map((field) => field.validationLabel ?? field.label)
      .filter((name) => !spanishName(name))
    expect(unknown).toEqual([])
  })

  it('agree with each field and use tú', async () => {
    const { adult } = submissionSchemas(offices, es, 15 * MB)
    const result = await validateForm(
      adult,
      { name: '', dateOfBirth: '', town: 'X', height: '300', instagram: 'not an account!' },
      'es',
    )
    const errors = result.valid ? {} : result.errors
    expect(errors.name).toEqual(['El nombre completo es obligatorio.'])
    expect(errors.dateOfBirth).toEqual(['La fecha de nacimiento es obligatoria.'])
    expect(errors.town).toEqual(['La ciudad debe tener entre 2 y 80 caracteres.'])
    expect(errors.height).toEqual(['La estatura debe estar entre 100 y 230.'])
    expect(errors.instagram).toEqual(['El usuario de Instagram no es válido.'])
    expect(errors.photos).toEqual([`Añade de ${MIN_PHOTOS} a ${MAX_PHOTOS} fotos.`])
    const inquiry = await validateForm(inquirySchema(es), {}, 'es')
    expect(inquiry.valid ? [] : inquiry.errors.dates).toEqual([
      'Las fechas o el periodo son obligatorios.',
    ])
  })

  it('leave no usted in the catalogue', () => {
    const texts = JSON.stringify(es)
    expect(texts).not.toMatch(
      /\b(usted|Inténtelo|Pida|Ingrese|Disculpe|Aún no ha elegido|Puede verla)\b/,
    )
    expect(texts).not.toContain('Los Angeles')
  })
})

describe('the photos', () => {
  const photo = (name: string, size = 1000): FileItem => ({
    name,
    file: { name, size, type: 'image/jpeg' },
  })

  it('say how many are wanted, in both languages, and name the size limit', async () => {
    const english = submissionSchemas(offices, en, 15 * MB).adult
    expect(english.photos.help).toContain(`${MIN_PHOTOS} to ${MAX_PHOTOS} recent photos`)
    expect(english.photos.help).toContain('up to 15 MB each')
    expect(submissionSchemas(offices, en, 8 * MB).adult.photos.help).toContain('up to 8 MB each')
    const none = await validateForm(english, { photos: [] }, 'en')
    expect(none.valid ? [] : none.errors.photos).toEqual(['Add 2 to 6 photos.'])
    const one = await validateForm(english, { photos: [photo('a.jpg')] }, 'en')
    expect(one.valid ? [] : one.errors.photos).toEqual(['Add at least 2 photos.'])
    const seven = [...'abcdefg'].map((name) => photo(`${name}.jpg`))
    const many = await validateForm(english, { photos: seven }, 'en')
    expect(many.valid ? [] : many.errors.photos).toEqual([
      'Send at most 6 photos: remove the extra ones.',
    ])
  })

  it('accumulate in the picker, each file once, and can be removed', () => {
    const first = addFiles([], [photo('a.jpg')])
    const second = addFiles(first, [photo('b.jpg'), photo('a.jpg')])
    expect(second.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg'])
    // Another file of the same name is another photo.
    expect(addFiles(second, [photo('a.jpg', 2000)])).toHaveLength(3)
    expect(removeFile(second, 0).map((item) => item.name)).toEqual(['b.jpg'])
  })
})
