/**
 * The visitor's confirmation mails in their language: the location's own words where staff
 * wrote them, each language's default where a field is empty.
 */
import { describe, expect, it } from 'vitest'

import { MAIL_KINDS } from '@/cms/fields/mail-texts'
import {
  confirmationText,
  renderMail,
  unknownPlaceholders,
  type ConfirmationKind,
} from '@/lib/email/mail-text'
import { LOCALES } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

const KINDS: ConfirmationKind[] = [
  'contactConfirmation',
  'applicationConfirmation',
  'inquiryConfirmation',
]

describe('confirmation defaults', () => {
  it.each(KINDS)('%s: every language uses only the placeholders the mail offers', (kind) => {
    const known = Object.keys(MAIL_KINDS[kind].placeholders)
    for (const locale of LOCALES) {
      const { subject, body } = catalogues[locale].mail[kind]
      expect(unknownPlaceholders(`${subject}\n${body}`, known), locale).toEqual([])
    }
  })
})

describe('a confirmation in Spanish', () => {
  it('renders the Spanish default, placeholders filled, as text and HTML', () => {
    const mail = renderMail(confirmationText(undefined, 'contactConfirmation', 'es'), {
      office: 'Los Angeles',
      officePhone: '+1 310 555 0100',
      reference: '12',
    })
    expect(mail.subject).toBe('Hemos recibido tu mensaje')
    expect(mail.text).toContain('Gracias por escribir a Roster Los Angeles.')
    expect(mail.text).toContain('¿Es urgente? Llámanos al +1 310 555 0100.')
    expect(mail.html).toContain('<p>Hola:</p>')
  })

  it('greets an applicant by name and counts their photos', () => {
    const mail = renderMail(confirmationText(null, 'applicationConfirmation', 'es'), {
      name: 'Ana <b>',
      office: 'Central',
      photos: '3',
      days: '90',
      reference: '7',
    })
    expect(mail.text.startsWith('Hola, Ana <b>:')).toBe(true)
    expect(mail.text).toContain('Hemos recibido tus datos y 3 fotos.')
    expect(mail.text).toContain('al cabo de 90 días')
    expect(mail.html).toContain('Hola, Ana &lt;b&gt;:')
  })

  it('takes the location’s own Spanish words, and the default for an empty field', () => {
    const saved = {
      inquiryConfirmation: { subject: 'Tu consulta a {office}', body: '  ' },
    }
    const text = confirmationText(saved, 'inquiryConfirmation', 'es')
    expect(text.subject).toBe('Tu consulta a {office}')
    expect(text.body).toBe(catalogues.es.mail.inquiryConfirmation.body)
  })

  it('reads a field still holding English’s default as not written', () => {
    const saved = { contactConfirmation: MAIL_KINDS.contactConfirmation.text }
    expect(confirmationText(saved, 'contactConfirmation', 'es')).toEqual(
      catalogues.es.mail.contactConfirmation,
    )
  })

  it('leaves English as it was', () => {
    expect(confirmationText(undefined, 'contactConfirmation', 'en')).toEqual(
      MAIL_KINDS.contactConfirmation.text,
    )
  })
})
