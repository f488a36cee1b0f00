import { devices, expect, type APIRequestContext } from '@playwright/test'

/** The tests' browser: the page cache keeps its pages as it keeps any person's. */
export const BROWSER = { 'user-agent': devices['Desktop Chrome'].userAgent }

/**
 * Waits until each page is answered as it is now. After a publish, the first visitors of a page
 * it changed get the old page while the new one renders (`x-roster-cache: STALE`, for up to a
 * second; decision 32): a test that has just published, and then looks with a browser, first
 * waits as a visitor would, until the page is the new one.
 */
export async function untilCurrent(request: APIRequestContext, ...paths: string[]) {
  for (const path of paths) {
    await expect
      .poll(
        async () => (await request.get(path, { headers: BROWSER })).headers()['x-roster-cache'],
        { timeout: 5_000, intervals: [50] },
      )
      .not.toBe('STALE')
  }
}
