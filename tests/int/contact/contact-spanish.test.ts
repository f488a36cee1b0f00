/**
 * A message sent from a Spanish page: the form carries `locale=es`, the server answers its
 * validation errors in Spanish and sends the visitor's confirmation in Spanish, while the office
 * reads its copy in English. A missing or unknown language is English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decodedSubject, mailParts, type ReceivedMail } from '../submission/local-smtp'
import { messageFields, startContactHarness, type ContactHarness } from './harness'

let harness: ContactHarness
let testContext: { disableRevalidate: boolean }

beforeAll(async () => {
  harness = await startContactHarness()
  // Imported after the harness: it loads Payload's config, which reads SMTP_URL once.
  ;({ testContext } = await import('../../helpers/payload'))
})

afterAll(async () => {
  await harness?.close()
})

const mailTo = (mails: readonly ReceivedMail[], address: string) =>
  mails.find((mail) => mail.to.includes(address))!

describe('a message from a Spanish page', () => {
  it('answers its validation errors in Spanish', async () => {
    const response = await harness.post(
      messageFields({ locale: 'es', email: 'jo@', message: 'Hola', consent: false }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        email: ['Escribe una dirección de correo electrónico válida.'],
        message: ['El mensaje debe tener entre 10 y 5000 caracteres.'],
        consent: ['Acepta la política de privacidad, por favor.'],
      },
    })
  })

  it('confirms in Spanish, and tells the office in English', async () => {
    const before = harness.smtp.mails.length
    const response = await harness.post(messageFields({ locale: 'es' }))
    expect(response.status).toBe(201)
    const mails = harness.smtp.mails.slice(before)
    expect(mails).toHaveLength(2)

    const confirmation = mailTo(mails, 'jo@example.test')
    expect(decodedSubject(confirmation.raw)).toBe('Hemos recibido tu mensaje')
    expect(mailParts(confirmation.raw)['text/plain']).toContain(
      'Gracias por escribir a Roster Los Angeles.',
    )

    const notification = mailTo(mails, 'la@roster.test')
    expect(decodedSubject(notification.raw)).toBe('Booking enquiry: message from Jo Booker')
  })

  it('keeps the office’s own English words for its copy, and Spanish defaults for the visitor', async () => {
    await harness.payload.update({
      collection: 'locations',
      id: harness.offices.central,
      locale: 'en',
      data: { mailTexts: { contactNotification: { subject: 'Contact: {name}' } } },
      context: testContext,
    })
    const before = harness.smtp.mails.length
    const response = await harness.post(messageFields({ locale: 'es', location: 'central' }))
    expect(response.status).toBe(201)
    const mails = harness.smtp.mails.slice(before)
    expect(decodedSubject(mailTo(mails, 'central@roster.test').raw)).toBe('Contact: Jo Booker')
    expect(decodedSubject(mailTo(mails, 'jo@example.test').raw)).toBe('Hemos recibido tu mensaje')
  })

  it('answers in English for a language the site does not have', async () => {
    const response = await harness.post(messageFields({ locale: 'fr', consent: false }))
    expect(await response.json()).toEqual({
      errors: { consent: ['Please accept the privacy policy.'] },
    })
  })
})
