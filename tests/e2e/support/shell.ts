import { expect, type Page } from '@playwright/test'

/** Opens a page and waits until the visitor shell has started (its controls respond). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
