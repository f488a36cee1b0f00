import type { Page } from '@playwright/test'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Routes every request of the page's context: one to a host other than the site (loopback) is
 * recorded and aborted, so nothing leaves the machine and the test can fail on the list.
 */
export async function refuseOtherHosts(page: Page): Promise<string[]> {
  const elsewhere: string[] = []
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (LOOPBACK.has(url.hostname)) return route.continue()
    elsewhere.push(`${page.url()} → ${url.href}`)
    return route.abort('blockedbyclient')
  })
  return elsewhere
}
