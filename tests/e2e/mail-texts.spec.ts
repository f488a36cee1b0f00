import { expect, test, type Locator, type Page } from '@playwright/test'

import { saveUntil } from './support/admin'
import { fillMessage, OFFICES, theStoredMessage, uniqueEmail } from './support/contact'
import { header, mailParts, mailsTo } from './support/mail'
import { gotoReady } from './support/shell'
import { asStaff, signInAsStaff } from './support/staff'

/** The mails' texts, as staff edit them in the admin and the next visitor receives them. */

type MailText = { subject: string | null; body: string | null }

/**
 * Fills a field until the admin counts the change (Save enabled): a fill while the form is still
 * starting up on a busy machine reaches the page but not the form's state.
 */
async function fillUntilSavable(page: Page, field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill('')
    await field.fill(value)
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({
      timeout: 5_000,
    })
  }).toPass({ timeout: 60_000 })
}

test('staff edit an office’s confirmation text, and the next message’s confirmation carries it, as HTML and plain text', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { docs } = await asStaff(
    request,
    'GET',
    '/cms/api/locations?where[slug][equals]=los-angeles&depth=0',
  )
  const office = docs![0]!
  const before = (office.mailTexts as { contactConfirmation: MailText }).contactConfirmation
  expect(before.subject).toBe('We received your message')
  const marker = `Casting desk ${Date.now()}`
  // Keeps "Roster {office}": the contact form's own tests, running beside this one, look for it.
  const text = `Hello,\n\nThank you for writing to Roster {office}. ${marker} has message {reference}.\n\nRoster`

  await signInAsStaff(page)
  try {
    await page.goto(`/admin/collections/locations/${office.id}`)
    const confirmation = page.locator('#field-mailTexts__contactConfirmation')
    const body = confirmation.getByLabel('Text', { exact: true })
    // The admin is a heavy page: a click before it has hydrated does nothing, so try until it goes.
    await expect(async () => {
      await page.getByRole('button', { name: 'Mail texts' }).click()
      await expect(body).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    await expect(confirmation.getByLabel('Subject', { exact: true })).toHaveValue(
      'We received your message',
    )

    await fillUntilSavable(page, body, `${text}\n{nmae}`)
    // Refused: the server's answer names the field and the placeholder; staff see the field named
    // in the toast, and the placeholder in the field's error (a tooltip named by its text). On a
    // busy machine the admin's next form-state round trip may clear that error before it is seen,
    // so either one will do.
    const refusal = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/cms/api/locations/${office.id}?`) &&
        response.status() === 400,
    )
    await saveUntil(
      page,
      'Save',
      page
        .getByText('The following field is invalid: Mail texts → Contact form: confirmation → Text')
        .or(page.getByRole('complementary', { name: /Unknown placeholder \{nmae\}\./ }))
        .first(),
    )
    expect((await (await refusal).json()).errors[0].data.errors).toEqual([
      {
        label: 'Mail texts > Contact form: confirmation > Text',
        message:
          'Unknown placeholder {nmae}. This mail knows {office}, {officePhone}, {reference}.',
        path: 'mailTexts.contactConfirmation.body',
      },
    ])
    await fillUntilSavable(page, body, text)
    await saveUntil(page, 'Save', page.getByText(/updated successfully/i).first())

    const email = uniqueEmail('mail-texts')
    await gotoReady(page, '/los-angeles-contact')
    await fillMessage(page, { name: '<script>alert(1)</script>', email, message: marker })
    await page.getByRole('button', { name: 'Send message' }).click()
    const { id } = await theStoredMessage(request, email)

    await expect.poll(() => mailsTo(email).length).toBe(1)
    const received = mailsTo(email)[0]!
    expect(header(received.raw, 'Subject')).toBe('We received your message')
    const parts = mailParts(received.raw)
    expect(parts['text/plain']).toBe(
      `Hello,\n\nThank you for writing to Roster Los Angeles. ${marker} has message ${id}.\n\nRoster`,
    )
    expect(parts['text/html']).toContain(
      `<p>Thank you for writing to Roster Los Angeles. ${marker} has message ${id}.</p>`,
    )

    // The office's mail carries the visitor's name, escaped in its HTML.
    await expect
      .poll(() =>
        mailsTo(OFFICES['los-angeles'].email).filter((mail) => mail.text.includes(marker)),
      )
      .toHaveLength(1)
    const toOffice = mailsTo(OFFICES['los-angeles'].email).find((mail) =>
      mail.text.includes(marker),
    )!
    const officeParts = mailParts(toOffice.raw)
    expect(officeParts['text/plain']).toContain('Name: <script>alert(1)</script>')
    expect(officeParts['text/html']).toContain('Name: &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(officeParts['text/html']).not.toContain('<script>')
  } finally {
    await asStaff(request, 'PATCH', `/cms/api/locations/${office.id}`, {
      mailTexts: { contactConfirmation: before },
    })
  }
})
