import { expect, test } from '@playwright/test'

import { gotoReady } from './support/shell'
import { fillApplication, photoFiles } from './support/submission'

/**
 * The application form as it should feel finished (issue 33): a photo picker that adds to what
 * was chosen, with thumbnails and remove buttons and its rule said up front; a summary that links
 * the fields in error; a consent line that links the policy; measurements in one line; and a
 * confirmation a phone shows and focuses.
 */

test('the photo picker adds photos one at a time, shows them and removes them', async ({
  page,
}) => {
  await gotoReady(page, '/submit')
  const picker = page.getByLabel('Photos', { exact: true })
  await expect(page.getByText(/^2 to 6 recent photos .* up to 15 MB each\./)).toBeVisible()
  const [first, second] = await photoFiles(2)
  await picker.setInputFiles([first!])
  await picker.setInputFiles([second!])
  const chosen = page.getByRole('list', { name: 'Chosen files: 2' })
  await expect(chosen.getByRole('listitem')).toHaveCount(2)
  await expect(chosen).toContainText('photo-1.jpg')
  await expect(chosen).toContainText('photo-2.jpg')
  // Each thumbnail is the picture itself, drawn from the chosen file.
  await expect
    .poll(() =>
      chosen
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
    )
    .toEqual([600, 600])
  await picker.blur()
  await expect(page.getByText('Add at least 2 photos.')).toHaveCount(0)

  await page.getByRole('button', { name: 'Remove photo-1.jpg' }).click()
  await expect(page.getByRole('list', { name: 'Chosen files: 1' })).toContainText('photo-2.jpg')
  await expect(picker).toBeFocused()
  await page.getByRole('button', { name: 'Remove photo-2.jpg' }).click()
  await expect(page.getByRole('list', { name: /Chosen files/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByText('Add 2 to 6 photos.')).toBeVisible()
})

test('the summary names and links the fields in error; the consent links the policy', async ({
  page,
}) => {
  await gotoReady(page, '/submit')
  await page.getByRole('button', { name: 'Send application' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Form incomplete.' })
  await expect(summary.getByRole('link', { name: 'Full name' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Photos' })).toBeVisible()
  await expect(page.getByText('Add 2 to 6 photos.')).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
  await summary.getByRole('link', { name: 'Date of birth' }).click()
  await expect(page.getByLabel('Date of birth')).toBeFocused()

  const consent = page.getByText(/I have read the privacy policy/)
  await expect(consent.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
})

test('the bust or chest field lines up with its row', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoReady(page, '/submit')
    const top = async (label: string) => (await page.getByLabel(label).boundingBox())!.y
    expect(await top('Bust or chest (cm)'), `at ${width} px`).toBeCloseTo(
      await top('Height (cm)'),
      0,
    )
  }
})

test('after sending, a phone shows the confirmation, focused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoReady(page, '/submit')
  await fillApplication(page, {
    name: 'Ana Phone',
    email: `phone-${Date.now()}@example.test`,
    dateOfBirth: '1998-06-20',
  })
  await page.getByRole('button', { name: 'Send application' }).click()
  const confirmation = page.getByRole('status').filter({ hasText: 'Application sent' })
  await expect(confirmation).toBeFocused()
  await expect(confirmation).toBeInViewport()
})
