import { randomUUID } from 'node:crypto'

import { expect, test, type Browser, type Page } from '@playwright/test'

import { logIn } from './support/admin'
import { mailsTo } from './support/mail'
import { E2E_BASE_URL } from './support/server-env'
import { asStaff, signInAsStaff } from './support/staff'

/**
 * Staff accounts through the admin: invitations by email, the booker role, the audit log. Each
 * test logs in as an account of its own (logins of one account at once race on its sessions).
 */

const PASSWORD = 'A-long-enough-passphrase-1'

async function newStaff(request: Parameters<typeof asStaff>[0], role: string) {
  const account = { email: `${role}-${randomUUID().slice(0, 8)}@roster.test`, password: PASSWORD }
  await asStaff(request, 'POST', '/cms/api/users', { ...account, role, name: `Test ${role}` })
  return account
}

/** The form's own answer (Next's route announcer is an empty alert too). */
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ })

/** Opens the set-password link in a browser nobody is logged in to and sets `password`. */
async function setPassword(browser: Browser, link: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible()
  // The button does nothing until the page has hydrated: press until the form answers.
  await expect(async () => {
    await page.getByLabel('New password').fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect
      .poll(async () => /\/admin$/.test(page.url()) || (await refusal(page).count()) > 0, {
        timeout: 10_000,
      })
      .toBe(true)
  }).toPass({ timeout: 60_000 })
  return page
}

test('an admin invites a booker, whose mailed link sets their password once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await newStaff(request, 'admin')
  const invitee = `invitee-${randomUUID().slice(0, 8)}@roster.test`
  await logIn(page, admin)
  await page.goto('/admin/collections/users')
  const form = page.getByRole('form', { name: 'Invite staff' })
  await expect(form).toBeVisible({ timeout: 30_000 })
  await expect(form).toContainText('within 72 hours')
  await form.getByLabel('Email').fill(invitee)
  await form.getByLabel('Name').fill('New Booker')
  await form.getByLabel('Role').selectOption('booker')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(form.getByRole('status')).toHaveText(
    `Invitation sent to ${invitee}. The link works once, within 72 hours.`,
    { timeout: 15_000 },
  )
  await expect(page.getByRole('row').filter({ hasText: invitee })).toContainText('Booker', {
    timeout: 15_000,
  })

  await expect.poll(() => mailsTo(invitee).length, { timeout: 15_000 }).toBe(1)
  const mail = mailsTo(invitee)[0]!.text
  expect(mail).toContain('as Booker')
  const link = new RegExp(`${E2E_BASE_URL}/admin/set-password/[0-9a-f]{40}`).exec(mail)?.[0]
  expect(link).toBeDefined()

  // The rule is on the page before anything is typed; a password that breaks it is refused.
  const invited = await setPassword(browser, link!, 'too-short')
  await expect(invited.getByLabel('New password')).toHaveAccessibleDescription(
    /^At least 12 characters, of at least two kinds .*not your email address\.$/,
  )
  await expect(refusal(invited)).toHaveText('The password needs at least 12 characters.')
  const chosen = 'My-own-booker-passphrase-3'
  await invited.getByLabel('New password').fill(chosen)
  await invited.getByLabel('Confirm password').fill(chosen)
  await invited.getByRole('button', { name: 'Set password' }).click()
  await expect(invited).toHaveURL(/\/admin$/, { timeout: 30_000 })

  // The invitee logs in with the password they chose.
  const later = await (await browser.newContext()).newPage()
  await logIn(later, { email: invitee, password: chosen })

  // The link worked once: opened again, it says so at once, with no form to fill in.
  const reused = await (await browser.newContext()).newPage()
  await reused.goto(link!)
  await expect(refusal(reused)).toHaveText(
    'This link was already used, or it has expired: each link sets a password once.',
  )
  await expect(reused.getByLabel('New password')).toHaveCount(0)
  await expect(reused.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
  // And the endpoint behind the form refuses the spent token too.
  const token = link!.split('/').pop()
  const answer = await reused.request.post('/cms/api/users/reset-password', {
    data: { token, password: 'Someone-elses-passphrase-9' },
  })
  expect(answer.status()).toBe(403)
})

test('a booker is refused content edits, sets an inbox status, and the audit log names them', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const booker = await newStaff(request, 'booker')
  const subject = `Booking ${randomUUID().slice(0, 8)}`
  const message = await asStaff(request, 'POST', '/cms/api/messages', {
    name: 'A Client',
    email: 'client@example.test',
    subject,
    message: 'Is Lena free next week?',
  })
  const { docs: faqs } = await asStaff(request, 'GET', '/cms/api/faqs?limit=1')
  const faq = faqs![0]!
  await logIn(page, booker)

  // Content: no "Create new", no Save, and the API refuses the change too.
  await page.goto('/admin/collections/faqs')
  await expect(page.getByRole('link', { name: String(faq.question) })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('link', { name: 'Create new' })).toHaveCount(0)
  await page.goto(`/admin/collections/faqs/${faq.id}`)
  await expect(page.getByLabel('Question')).toBeDisabled({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  const edit = await page.request.patch(`/cms/api/faqs/${faq.id}`, {
    headers: { origin: E2E_BASE_URL },
    data: { answer: 'Changed by a booker.' },
  })
  expect(edit.status()).toBe(403)

  // The inbox: the booker answers the message.
  await page.goto(`/admin/collections/messages/${message.doc!.id}`)
  await expect(page.getByLabel('Subject')).toHaveValue(subject, { timeout: 30_000 })
  // A change made before the form has hydrated is lost: edit and save until the record shows it.
  const notes = 'Called back: Lena is free.'
  await expect(async () => {
    await page.getByLabel('Notes').fill(notes)
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'answered' }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully')).toBeVisible({ timeout: 10_000 })
    const saved = await asStaff(request, 'GET', `/cms/api/messages/${message.doc!.id}`)
    expect(saved).toMatchObject({ status: 'answered', notes })
  }).toPass({ timeout: 90_000 })

  // Bookers do not read the audit log: it is not in their menu.
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0)

  // An admin's audit log names who did it by name, to which record, and the fields by label;
  // the refused edit left nothing.
  const admin = await browser.newPage()
  await signInAsStaff(admin)
  await admin.goto('/admin/collections/audit-log')
  const entries = admin.getByRole('row').filter({ hasText: 'Test booker' })
  await expect(entries.first()).toContainText('messages', { timeout: 30_000 })
  await expect(entries.filter({ hasNotText: 'messages' })).toHaveCount(0)
  const answered = entries.filter({ hasText: 'Status, Notes' })
  await expect(answered.first()).toContainText('Changed')
  await expect(answered.first().getByRole('link', { name: 'A Client' })).toHaveAttribute(
    'href',
    `/admin/collections/messages/${message.doc!.id}`,
  )
  await admin.close()
})
