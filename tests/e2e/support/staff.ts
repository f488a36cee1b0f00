import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

import { E2E_BASE_URL, E2E_DATA_DIR } from './server-env'

export const STAFF = { email: 'admin@roster.test', password: 'A-long-enough-passphrase-1' }

const staffToken = () => readFileSync(path.join(E2E_DATA_DIR, 'staff-token'), 'utf8')

/**
 * The cookie of a draft preview, as the preview route sets it for staff: Next's draft mode
 * cookie holding the build's preview mode id. The only visitor-site request rendered for itself
 * (anyone else, staff outside draft mode included, is given the page cache's page).
 */
export function draftPreviewHeaders(): Record<string, string> {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    preview: { previewModeId: string }
  }
  return { cookie: `__prerender_bypass=${manifest.preview.previewModeId}` }
}

/** Headers that make a REST call as the staff account created in global setup. */
export function staffHeaders(): Record<string, string> {
  return { Authorization: `JWT ${staffToken()}`, 'Content-Type': 'application/json' }
}

/**
 * Opens the browser's admin session as the staff account of global setup, with its token as the
 * session cookie: no login form, so no race with a login elsewhere on the account's sessions.
 */
export async function signInAsStaff(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: staffToken(), url: E2E_BASE_URL, httpOnly: true }])
}

type Doc = { id: number; [key: string]: unknown }

/** A REST call as staff; fails the test with the server's answer when it is not a success. */
export async function asStaff(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<Doc & { doc?: Doc; docs?: Doc[]; result?: Doc }> {
  const response = await request.fetch(url, { method, headers: staffHeaders(), data })
  if (!response.ok())
    throw new Error(`${method} ${url} → ${response.status()}: ${await response.text()}`)
  return response.json()
}

/** A page of blocks, created published through the REST API as staff; its id. */
export async function publishedPage(request: APIRequestContext, slug: string, title: string) {
  const { doc } = await asStaff(request, 'POST', '/cms/api/pages', {
    title,
    slug,
    layout: 'default',
    _status: 'published',
  })
  return doc!.id
}
