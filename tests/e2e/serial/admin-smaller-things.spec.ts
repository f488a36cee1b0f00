import { expect, test, type Locator } from '@playwright/test'

import { logIn } from '../support/admin'
import { asStaff } from '../support/staff'

/**
 * Issue 37, "Smaller things staff noticed": a message reads as text with a Reply button; a new
 * talent is not in town until staff say so; the talents list pages by 50 with a picture column;
 * the admin's own controls wear Payload's styles. Edit views take locks, so these run alone.
 */

/**
 * What makes a text box look like Payload's: compared with a field Payload draws itself, once its
 * transitions have ended (Payload's fields fade their background in over 500 ms).
 */
async function looks(box: Locator) {
  return box.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished))
    const style = getComputedStyle(element)
    return {
      height: style.height,
      borderTopWidth: style.borderTopWidth,
      borderTopStyle: style.borderTopStyle,
      borderRadius: style.borderRadius,
      backgroundColor: style.backgroundColor,
      fontSize: style.fontSize,
    }
  })
}

test('a message reads as text, with Reply to its sender under its subject', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { doc } = await asStaff(request, 'POST', '/cms/api/messages', {
    name: 'Marta Message',
    email: 'marta@example.test',
    subject: 'Casting on Friday',
    message: 'Hello,\nis Ana free on Friday?',
    consentAt: new Date().toISOString(),
  })
  try {
    await logIn(page)
    await page.goto(`/admin/collections/messages/${doc!.id}`)
    const message = page.getByRole('region', { name: 'Message' })
    await expect(message).toContainText('is Ana free on Friday?', { timeout: 30_000 })
    // Text, not a box: nothing to type into, the line break kept.
    await expect(message.getByRole('textbox')).toHaveCount(0)
    expect(
      await message.getByText(/is Ana free/).evaluate((p) => (p as HTMLElement).innerText),
    ).toBe('Hello,\nis Ana free on Friday?')
    await expect(message.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:marta@example.test?subject=Re%3A%20Casting%20on%20Friday',
    )
  } finally {
    await asStaff(request, 'DELETE', `/cms/api/messages/${doc!.id}`)
  }
})

test('a new talent is not in town, and the talents list shows 50 with their pictures', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await logIn(page)
  await page.goto('/admin/collections/talents/create')
  await expect(page.getByRole('textbox', { name: 'Name *' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('checkbox', { name: 'In Town' })).not.toBeChecked()

  await page.goto('/admin/collections/talents')
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Picture' })).toBeVisible({
    timeout: 30_000,
  })
  const { totalDocs } = (await asStaff(request, 'GET', '/cms/api/talents/count')) as unknown as {
    totalDocs: number
  }
  expect(totalDocs).toBeGreaterThan(10)
  // A header row, and one row per talent up to 50.
  await expect(table.getByRole('row')).toHaveCount(Math.min(totalDocs, 50) + 1)
  await expect(table.getByRole('img').first()).toBeVisible()
  await expect(page.getByText('Per Page: 50')).toBeVisible()
})

test('the admin’s own controls look like Payload’s fields', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { docs } = await asStaff(request, 'GET', '/cms/api/books?limit=1&depth=0&sort=title')
  await logIn(page)
  // A book's "Find a talent" box beside its Title, which Payload draws.
  await page.goto(`/admin/collections/books/${docs![0]!.id}`)
  const title = page.getByRole('textbox', { name: 'Title *' })
  await expect(title).toBeVisible({ timeout: 30_000 })
  const finder = page.getByRole('searchbox', { name: 'Find a talent' })
  // Payload's fields fade their background in (500 ms): compare them once both are still.
  await expect
    .poll(async () => {
      const [ours, payloads] = [await looks(finder), await looks(title)]
      return JSON.stringify(ours) === JSON.stringify(payloads) ? 'alike' : { ours, payloads }
    })
    .toBe('alike')
  await finder.fill('a')
  const add = page.getByRole('button', { name: /^Add / }).first()
  await expect(add).toBeVisible({ timeout: 30_000 })
  await expect(add).toHaveClass(/\bbtn\b/)

  // Invite staff, above the staff list, beside the list's own controls.
  await page.goto('/admin/collections/users')
  const form = page.getByRole('form', { name: 'Invite staff' })
  await expect(form).toBeVisible({ timeout: 30_000 })
  await page.goto(`/admin/collections/users/create`)
  const payloadEmail = page.getByRole('textbox', { name: 'Email *' })
  await expect(payloadEmail).toBeVisible({ timeout: 30_000 })
  const drawn = await looks(payloadEmail)
  await page.goto('/admin/collections/users')
  await expect(form).toBeVisible({ timeout: 30_000 })
  expect(await looks(form.getByLabel('Email'))).toEqual(drawn)
  expect(await looks(form.getByLabel('Name'))).toEqual(drawn)
  const role = await looks(form.getByLabel('Role'))
  expect(role.borderRadius).toBe(drawn.borderRadius)
  expect(role.backgroundColor).toBe(drawn.backgroundColor)
})
