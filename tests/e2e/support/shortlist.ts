import { expect, type Page } from '@playwright/test'

import { gotoReady } from './shell'

/** The seeded talents the shortlist tests use (src/seed/talents.ts), all in the Women book. */
export const TALENTS = {
  amara: { name: 'Amara Okafor', slug: 'amara-okafor', cm: '180 cm', in: '5′ 11″' },
  lena: { name: 'Lena Vogel', slug: 'lena-vogel', cm: '178 cm', in: '5′ 10″' },
  sofia: { name: 'Sofia Marchetti', slug: 'sofia-marchetti', cm: '176 cm', in: '5′ 9½″' },
} as const

/** Starts the visit with this shortlist kept in the browser, as an earlier visit would leave it. */
export async function withShortlist(page: Page, slugs: readonly string[]): Promise<void> {
  await gotoReady(page, '/about')
  await page.evaluate(
    (list) => localStorage.setItem('roster:shortlist', JSON.stringify(list)),
    slugs,
  )
}

/** The talents' names in the comparison's column headers, in order. */
export async function comparedNames(page: Page): Promise<string[]> {
  const headers = page.getByRole('table').getByRole('columnheader')
  const names = await headers.evaluateAll((cells) =>
    cells.map((cell) => cell.querySelector('a')?.textContent ?? ''),
  )
  return names.filter(Boolean)
}

/** The row of a measurement, cell texts after its header. */
export async function rowValues(page: Page, label: string): Promise<string[]> {
  const row = page.getByRole('row', { name: new RegExp(`^${label}`) })
  await expect(row).toHaveCount(1)
  return row.getByRole('cell').allTextContents()
}

/** The live region of the header that says what changed. */
export const announcement = (page: Page, text: string | RegExp) =>
  page.getByRole('banner').getByRole('status').filter({ hasText: text })
