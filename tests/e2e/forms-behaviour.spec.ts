import { expect, test } from '@playwright/test'

import { gotoReady } from './support/shell'
import { fillApplication } from './support/submission'

/**
 * The form facility in a real browser, on the application form: when messages appear, the
 * incomplete-form message, focus, and the form disabled while it is being sent. Each test starts
 * once the page is interactive: its scripts load after the first paint (decision 33), and a
 * press before then sends the form as a browser without JavaScript does, which is not what
 * these tests look at.
 */

test.beforeEach(async ({ page }) => {
  await gotoReady(page, '/submit')
})

test('a message appears once the field is left, not while typing', async ({ page }) => {
  const email = page.getByLabel('Email', { exact: true })
  await email.fill('ana@')
  await page.waitForTimeout(100)
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0)
  await expect(email).toHaveAttribute('aria-invalid', 'false')
  await email.blur()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
  await email.fill('ana@example.test')
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0)
})

test('a required field says so when left empty', async ({ page }) => {
  await page.getByLabel('Full name').focus()
  await expect(page.getByText('Full name is required.')).toHaveCount(0)
  await page.getByLabel('Full name').blur()
  await expect(page.getByText('Full name is required.')).toBeVisible()
})

test('a checkbox shows its message after it changes, not when it is left', async ({ page }) => {
  const consent = page.getByRole('checkbox', { name: /I have read the privacy policy/ })
  await consent.focus()
  await consent.blur()
  await page.waitForTimeout(100)
  await expect(page.getByText('Please accept the privacy policy.')).toHaveCount(0)
  await consent.check()
  await consent.uncheck()
  await expect(page.getByText('Please accept the privacy policy.')).toBeVisible()
})

test('an incomplete form says so, shows every message and moves focus to the first field', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Send application' }).click()
  const status = page.getByRole('alert').filter({ hasText: 'Form incomplete.' })
  await expect(status).toContainText('Sorry, not all fields are filled out correctly.')
  await expect(page.getByText('Full name is required.')).toBeVisible()
  await expect(page.getByText('Date of birth is required.')).toBeVisible()
  await expect(page.getByText('Add 2 to 6 photos.')).toBeVisible()
  await expect(page.getByText('Please accept the privacy policy.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toBeFocused()
})

test('the form is disabled while it is being sent, and enabled again after', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/_forms/submission', async (route) => {
    await held
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '3600' },
      body: JSON.stringify({ message: 'Too many applications' }),
    })
  })
  await fillApplication(page, {
    name: 'Ana Wait',
    email: 'wait@example.test',
    dateOfBirth: '1995-05-05',
  })
  await page.getByRole('button', { name: 'Send application' }).click()
  const sending = page.getByRole('button', { name: 'Sending…' })
  await expect(sending).toBeDisabled()
  await expect(page.getByLabel('Full name')).toBeDisabled()
  await expect(page.getByLabel('Photos', { exact: true })).toBeDisabled()
  release()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You have sent several applications in the last hour.' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send application' })).toBeEnabled()
  await expect(page.getByLabel('Full name')).toBeEnabled()
})

test('the server’s 422 messages appear on their fields', async ({ page }) => {
  await page.route('**/api/_forms/submission', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: { photos: ['“a.jpg” is not a JPEG, PNG, WebP or HEIC photo.'] },
      }),
    }),
  )
  await fillApplication(page, {
    name: 'Ana Bad',
    email: 'bad@example.test',
    dateOfBirth: '1995-05-05',
  })
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByText('“a.jpg” is not a JPEG, PNG, WebP or HEIC photo.')).toBeVisible()
  await expect(page.getByLabel('Photos', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Photos', { exact: true })).toBeFocused()
})
