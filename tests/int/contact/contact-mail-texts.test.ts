/**
 * The contact form's mails in the words staff set per location: each office its own, today's
 * by default and for a field left empty, as HTML with a plain-text part, every value escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ValidationError } from 'payload'

import { MAIL_KINDS } from '@/cms/fields/mail-texts'

import { header, mailParts, type ReceivedMail } from '../submission/local-smtp'
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

async function send(
  fields: Record<string, unknown>,
): Promise<{ id: number; mails: ReceivedMail[] }> {
  const before = harness.smtp.mails.length
  const response = await harness.post(messageFields(fields))
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id, mails: harness.smtp.mails.slice(before) }
}

const mailTo = (mails: readonly ReceivedMail[], address: string) =>
  mails.find((mail) => mail.to.includes(address))!

describe('a new location', () => {
  it('starts with today’s texts', async () => {
    const office = await harness.payload.findByID({
      collection: 'locations',
      id: harness.offices.central,
    })
    expect(office.mailTexts?.contactConfirmation).toEqual(MAIL_KINDS.contactConfirmation.text)
    expect(office.mailTexts?.inquiryNotification).toEqual(MAIL_KINDS.inquiryNotification.text)
  })

  it('keeps its mail texts from visitors', async () => {
    const office = await harness.payload.findByID({
      collection: 'locations',
      id: harness.offices.central,
      overrideAccess: false,
    })
    expect(office.name).toBe('Central')
    expect(office).not.toHaveProperty('mailTexts')
  })
})

describe('texts edited for Central', () => {
  beforeAll(async () => {
    await harness.payload.update({
      collection: 'locations',
      id: harness.offices.central,
      data: {
        mailTexts: {
          contactConfirmation: {
            subject: 'Thanks from Roster {office}',
            body: 'Hello,\n\nYour message {reference} reached {office}.\n\nUrgent? {officePhone}',
          },
          contactNotification: {
            subject: 'Contact: {name}',
            body: 'From {name} <{email}>\nPhone: {phone}\n\n{message}\n\nOpen: {link}',
          },
        },
      },
      context: testContext,
    })
  })

  it('are sent for Central, as plain text and HTML, every value escaped', async () => {
    const { id, mails } = await send({
      location: 'central',
      name: '<script>alert(1)</script>',
      phone: '',
      message: 'Fees & <b>dates</b>?',
    })
    expect(mails).toHaveLength(2)

    const confirmation = mailTo(mails, 'jo@example.test')
    expect(header(confirmation.raw, 'Subject')).toBe('Thanks from Roster Central')
    const confirmationParts = mailParts(confirmation.raw)
    expect(confirmationParts['text/plain']).toBe(
      `Hello,\n\nYour message ${id} reached Central.\n\nUrgent? +1 310 555 0100`,
    )
    expect(confirmationParts['text/html']).toContain(`<p>Your message ${id} reached Central.</p>`)

    const notification = mailTo(mails, 'central@roster.test')
    expect(header(notification.raw, 'Subject')).toBe('Contact: <script>alert(1)</script>')
    const { 'text/plain': text, 'text/html': html } = mailParts(notification.raw)
    // No phone was given: its line is left out.
    expect(text).toBe(
      [
        'From <script>alert(1)</script> <jo@example.test>',
        '',
        'Fees & <b>dates</b>?',
        '',
        `Open: http://localhost:3000/admin/collections/messages/${id}`,
      ].join('\n'),
    )
    expect(html).toContain(
      '<p>From &lt;script&gt;alert(1)&lt;/script&gt; &lt;jo@example.test&gt;</p>',
    )
    expect(html).toContain('<p>Fees &amp; &lt;b&gt;dates&lt;/b&gt;?</p>')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
  })

  it('leave Los Angeles with today’s texts', async () => {
    const { mails } = await send({ location: 'los-angeles' })
    const confirmation = mailTo(mails, 'jo@example.test')
    expect(header(confirmation.raw, 'Subject')).toBe('We received your message')
    const { 'text/plain': text, 'text/html': html } = mailParts(confirmation.raw)
    expect(text).toContain('Thank you for writing to Roster Los Angeles.')
    expect(html).toContain('<p>Thank you for writing to Roster Los Angeles.')
    const notification = mailTo(mails, 'la@roster.test')
    expect(header(notification.raw, 'Subject')).toBe('Booking enquiry: message from Jo Booker')
    expect(mailParts(notification.raw)['text/plain']).toContain('Phone: +1 (213) 555-0100')
  })
})

describe('a field left empty', () => {
  it('sends today’s text, as a location saved before mail texts existed does', async () => {
    await harness.payload.update({
      collection: 'locations',
      id: harness.offices['los-angeles'],
      data: { mailTexts: { contactConfirmation: { subject: null, body: '' } } },
      context: testContext,
    })
    const { mails } = await send({ location: 'los-angeles' })
    const confirmation = mailTo(mails, 'jo@example.test')
    expect(header(confirmation.raw, 'Subject')).toBe('We received your message')
    expect(mailParts(confirmation.raw)['text/plain']).toBe(
      MAIL_KINDS.contactConfirmation.text.body
        .replace('{office}', 'Los Angeles')
        .replace('{officePhone}', '+1 310 555 0100'),
    )
  })
})

describe('saving a text', () => {
  it('is refused with a message naming each unknown placeholder, on its field', async () => {
    const refusal = await harness.payload
      .update({
        collection: 'locations',
        id: harness.offices.central,
        data: {
          mailTexts: {
            contactConfirmation: { subject: 'Thanks {nmae}', body: 'Hi {name}, from {office}' },
          },
        },
        context: testContext,
      })
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ValidationError)
    const known = 'This mail knows {office}, {officePhone}, {reference}.'
    // The confirmation offers none of the visitor's words: {name} is unknown there too.
    expect((refusal as ValidationError).data.errors).toEqual([
      expect.objectContaining({
        path: 'mailTexts.contactConfirmation.subject',
        message: `Unknown placeholder {nmae}. ${known}`,
      }),
      expect.objectContaining({
        path: 'mailTexts.contactConfirmation.body',
        message: `Unknown placeholder {name}. ${known}`,
      }),
    ])
  })
})
