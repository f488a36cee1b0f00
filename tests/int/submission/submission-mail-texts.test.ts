/**
 * The application's mails in the words staff set per location, as HTML with a plain-text part,
 * every value escaped; another office keeps today's texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applicantFields, formData, startHarness, twoPhotos, type Harness } from './harness'
import { header, mailParts, type ReceivedMail } from './local-smtp'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
  // Imported after the harness: it loads Payload's config, which reads SMTP_URL once.
  const { testContext } = await import('../../helpers/payload')
  await harness.payload.update({
    collection: 'locations',
    where: { slug: { equals: 'los-angeles' } },
    data: {
      mailTexts: {
        applicationConfirmation: {
          subject: '{name}, thank you',
          body: 'Dear {name},\n\nRoster {office} has your {photos} photos (application {reference}).\n\nWe keep declined ones {days} days.',
        },
        applicationNotification: {
          subject: 'Applicant {name} for {office}',
          body: '{details}\n\n{photos} photos: {link}',
        },
      },
    },
    context: testContext,
  })
})

afterAll(async () => {
  await harness?.close()
})

async function apply(
  fields: Record<string, string>,
): Promise<{ id: number; mails: ReceivedMail[] }> {
  const before = harness.smtp.mails.length
  const response = await harness.post(formData(applicantFields(fields), await twoPhotos()))
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id, mails: harness.smtp.mails.slice(before) }
}

const mailTo = (mails: readonly ReceivedMail[], address: string) =>
  mails.find((mail) => mail.to.includes(address))!

describe('an application to Los Angeles', () => {
  it('is confirmed and notified in Los Angeles’ words, as plain text and HTML, every value escaped', async () => {
    const name = '<script>alert(1)</script>'
    const { id, mails } = await apply({ name })

    const confirmation = mailTo(mails, 'ana@example.test')
    expect(header(confirmation.raw, 'Subject')).toBe(`${name}, thank you`)
    const { 'text/plain': text, 'text/html': html } = mailParts(confirmation.raw)
    expect(text).toBe(
      `Dear ${name},\n\nRoster Los Angeles has your 2 photos (application ${id}).\n\nWe keep declined ones 180 days.`,
    )
    expect(html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>')
    expect(html).toContain(`<p>Roster Los Angeles has your 2 photos (application ${id}).</p>`)
    expect(html).not.toContain('<script>')

    const notification = mailTo(mails, 'la@roster.test')
    expect(header(notification.raw, 'Subject')).toBe(`Applicant ${name} for Los Angeles`)
    expect(header(notification.raw, 'Reply-To')).toBe('ana@example.test')
    const office = mailParts(notification.raw)
    expect(office['text/plain']).toBe(
      [
        `Name: ${name}`,
        'Email: ana@example.test',
        'Phone: +1 310 555 0199',
        'Date of birth: 1999-04-12',
        'Town: Pasadena',
        'Height (cm): 178',
        'Instagram: @ana.lima',
        '',
        `2 photos: http://localhost:3000/admin/collections/submissions/${id}`,
      ].join('\n'),
    )
    expect(office['text/html']).toContain(
      '<p>Name: &lt;script&gt;alert(1)&lt;/script&gt;<br>\nEmail: ana@example.test<br>',
    )
    expect(office['text/html']).not.toContain('<script>')
  })
})

describe('an application to Central', () => {
  it('keeps today’s texts', async () => {
    const { mails } = await apply({ location: 'central' })
    const confirmation = mailTo(mails, 'ana@example.test')
    expect(header(confirmation.raw, 'Subject')).toBe('We received your application')
    const { 'text/plain': text, 'text/html': html } = mailParts(confirmation.raw)
    expect(text).toContain(
      'Dear Ana Lima,\n\nThank you for applying to Roster Central. We have your details and 2 photos.',
    )
    expect(html).toContain('<p>Dear Ana Lima,</p>')
    const notification = mailTo(mails, 'central@roster.test')
    expect(header(notification.raw, 'Subject')).toBe('New application: Ana Lima')
    expect(mailParts(notification.raw)['text/plain']).toContain(
      'A new application for Central.\n\nName: Ana Lima\n',
    )
  })
})
