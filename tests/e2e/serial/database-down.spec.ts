import { expect, test, type Page } from '@playwright/test'

import { createThrowawayPostgres, type ThrowawayPostgres } from '../../helpers/throwaway-postgres'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { E2E_PORT } from '../support/server-env'

/**
 * The database goes away under a running server (PostgreSQL of this test's own, stopped and
 * started with pg_ctl): pages already read keep being served, others answer the server-error
 * screen with a 5xx and no details, the process survives, and it recovers by itself.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

const STAFF = { email: 'faults@roster.test', password: 'A-long-enough-passphrase-1' }
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
// What must never reach a visitor: stack frames, driver errors, SQL.
const DETAILS = /\n\s+at \S|ECONNREFUSED|postgres|sqlstate|select .* from|insert into|"pages"/i

let postgres: ThrowawayPostgres
let server: OwnServer
let token: string

async function call(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}${path}`, init)
  return { status: response.status, body: await response.text() }
}

async function asStaff(method: string, path: string, data: unknown) {
  const response = await fetch(`${server.url}/cms/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: server.url,
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(data),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<{ token?: string }>
}

const page = (slug: string, title: string) => ({
  title,
  slug,
  layout: 'default',
  seo: { title },
  _status: 'published',
})

/** A query that always reaches the database, so the pool holds live connections when it goes. */
const touchDatabase = () =>
  call('/cms/api/users/me', { headers: { Authorization: `JWT ${token}` } })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  postgres = createThrowawayPostgres(E2E_PORT + 3)
  server = await startOwnServer(E2E_PORT + 4, { DATABASE_URL: postgres.url })
  await asStaff('POST', '/users', { ...STAFF, name: 'Fault tests' })
  token = (await asStaff('POST', '/users/login', STAFF)).token!
  await asStaff('POST', '/pages', page('about', 'Read before the outage'))
  await asStaff('POST', '/pages', page('mission', 'Read after the outage'))
})

test.afterAll(async () => {
  await server?.stop()
  postgres?.destroy()
})

/** The server-error screen as a browser shows it (Next renders error boundaries in the browser). */
async function expectServerErrorScreen(page: Page, path: string) {
  const response = await page.goto(`${server.url}${path}`)
  expect([500, 503]).toContain(response?.status())
  expect(await response?.text()).not.toMatch(DETAILS)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!')
  await expect(page.getByText('having a bad day')).toBeVisible()
  expect(await page.content()).not.toMatch(DETAILS)
}

test('with the database down and nothing cached, a page is the server-error screen, 5xx, without details', async ({
  page,
  browser,
}) => {
  expect((await touchDatabase()).status).toBe(200)
  postgres.stop()

  await expectServerErrorScreen(page, '/mission')
  // Neither the settings nor the menu were ever read: the document fell back to their defaults.
  expect(server.output()).toContain('Settings unavailable, the shell uses its defaults')
  // Rendered inside the site's own document (not Next's last-resort one): a bot still gets no
  // error screen, as everywhere else.
  const crawler = await browser.newContext({ userAgent: BOT })
  const bot = await crawler.newPage()
  const response = await bot.goto(`${server.url}/mission`)
  expect([500, 503]).toContain(response?.status())
  await expect(bot.locator('body')).not.toContainText('Oops!')
  await crawler.close()

  const api = await call('/api/mission')
  expect(api.status).toBeGreaterThanOrEqual(500)
  expect(api.body).not.toMatch(DETAILS)

  // The pool lost its connections and said so; the process is still the one that started.
  await expect.poll(server.output, { timeout: 15_000 }).toContain('PostgreSQL connection lost')
  expect(server.process.exitCode).toBeNull()
  expect((await call('/api/_build')).status).toBe(200)
})

test('when the database returns, the site recovers within 30 s without a restart', async () => {
  postgres.start()
  await expect
    .poll(async () => (await call('/mission')).status, { timeout: 30_000, intervals: [250] })
    .toBe(200)
  expect((await call('/mission')).body).toContain('Read after the outage')
  expect((await touchDatabase()).status).toBe(200)
  expect(server.process.exitCode).toBeNull()
})

test('pages already read keep being served while the database is down', async ({ page }) => {
  for (const path of ['/about', '/api/about']) expect((await call(path)).status).toBe(200)
  expect((await touchDatabase()).status).toBe(200)
  postgres.stop()

  const cached = await call('/about')
  expect(cached.status).toBe(200)
  expect(cached.body).toContain('Read before the outage')
  const api = await call('/api/about')
  expect(api.status).toBe(200)
  expect(JSON.parse(api.body).data.title).toBe('Read before the outage')

  await expectServerErrorScreen(page, '/never-read')
  expect(server.process.exitCode).toBeNull()
  postgres.start()
})

test('readiness turns 503 while the database is down and 200 when it returns; liveness stays 200', async () => {
  expect((await call('/api/_health')).status).toBe(200)
  postgres.stop()
  try {
    const started = Date.now()
    const down = await call('/api/_health')
    expect(down.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(JSON.parse(down.body)).toMatchObject({
      status: 'not ready',
      checks: { database: 'failing', migrations: 'failing', storage: 'ok' },
    })
    expect(down.body).not.toMatch(DETAILS)
    expect((await call('/api/_health/live')).status).toBe(200)
  } finally {
    postgres.start()
  }
  await expect
    .poll(async () => (await call('/api/_health')).status, { timeout: 30_000, intervals: [250] })
    .toBe(200)
})
