import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { zipSync, type Zippable } from 'fflate'

import { logIn } from '../support/admin'

/**
 * Issue 35, the admin's roster import: docs/import's CSV and its photo folders as a ZIP, the dry
 * run's table, Apply with its progress to the end, and a created talent in the admin. It creates
 * talents, so it runs alone.
 */
const templates = path.resolve(import.meta.dirname, '../../../docs/import')

function zipFolder(dir: string): Zippable {
  const tree: Zippable = {}
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    tree[entry.name] = entry.isDirectory()
      ? zipFolder(path.join(dir, entry.name))
      : readFileSync(path.join(dir, entry.name))
  return tree
}

test('an admin dry-runs docs/import, applies it with progress, and finds the talent', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await logIn(page)
  // The navigation is closed (inert) at this width: the link is there, the page is its address.
  await expect(page.getByRole('link', { name: 'Import a roster' })).toHaveAttribute(
    'href',
    '/admin/roster-import',
  )
  await page.goto('/admin/roster-import')
  await expect(page.getByRole('heading', { name: 'Import a roster', level: 1 })).toBeVisible()
  await expect(page.getByText(/Limits: the CSV up to 2 MB; the ZIP up to 50 MB/)).toBeVisible()

  await page.getByLabel('Spreadsheet (CSV)').setInputFiles(path.join(templates, 'roster.csv'))
  await page.getByLabel('Photos (ZIP, optional)').setInputFiles({
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ photos: zipFolder(path.join(templates, 'photos')) })),
  })
  await page.getByRole('button', { name: 'Dry run' }).click()

  const plan = page.getByRole('region', { name: 'What the import would do' })
  await expect(plan).toContainText('3 to create, 0 to update, 0 unchanged, 0 problems.', {
    timeout: 60_000,
  })
  const lena = plan.getByRole('row', { name: /Lena Marsh \(AG-1001\)/ })
  await expect(lena).toContainText('Create')
  await expect(lena).toContainText('3 portfolio, 2 polaroids')
  // The view's own content: Payload's locale button around it fails contrast on its own.
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

  await expect(page.getByLabel(/Publish new talents/)).not.toBeChecked()
  await page.getByRole('button', { name: 'Apply' }).click()
  const progress = page.getByRole('region', { name: 'Import progress' })
  await expect(progress.getByRole('status')).toHaveText(
    'Done: 3 created, 0 updated, 0 unchanged.',
    { timeout: 120_000 },
  )
  await expect(progress).toContainText(/Talents 3\/3, pictures (\d+)\/\1/)
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

  await page.goto('/admin/collections/talents?where[externalId][equals]=AG-1001')
  await expect(page.getByRole('cell', { name: 'Lena Marsh', exact: true })).toBeVisible({
    timeout: 30_000,
  })
})
