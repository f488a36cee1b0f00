import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { loopbackAddress, requestFrom } from './support/from-address'
import { E2E_BASE_URL } from './support/server-env'

/**
 * Search and admin-login limits on the running server, each from loopback addresses of its own.
 * The end-to-end server raises the per-address limits (every other test comes from 127.0.0.1);
 * their defaults, the count per account and address, and the parallel burst are proven in
 * tests/int.
 */
const SEARCH_LIMIT = 300 // SEARCH_RATE_LIMIT of the end-to-end server, per minute
const LOGIN_LIMIT = 40 // LOGIN_RATE_LIMIT of the end-to-end server, per 15 minutes
const ACCOUNT_LOCK_ADDRESSES = 10 // LOGIN_ACCOUNT_LOCK_ADDRESSES, its default
const LOGIN_REFUSED = 'Too many login attempts. Try again in 15 minutes.'

const search = (from: string, forwardedFor: string) =>
  requestFrom(from, { path: '/api/_search?q=', headers: { 'X-Forwarded-For': forwardedFor } })

const logIn = (from: string, email: string, forwardedFor: string) =>
  requestFrom(from, {
    method: 'POST',
    path: '/cms/api/users/login',
    headers: {
      'Content-Type': 'application/json',
      Origin: E2E_BASE_URL,
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  })

test('search answers 429 with Retry-After past its limit; a spoofed X-Forwarded-For does not reset it', async () => {
  test.setTimeout(90_000)
  const [mine, other] = [loopbackAddress(), loopbackAddress()]
  for (let attempt = 0; attempt < SEARCH_LIMIT; attempt++)
    expect((await search(mine, `192.0.2.${attempt % 250}`)).status).toBe(200)
  const limited = await search(mine, '198.51.100.77')
  expect(limited.status).toBe(429)
  const retryAfter = Number(limited.headers['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(JSON.parse(limited.body)).toEqual({
    statusCode: 429,
    message: 'Too many searches from your address; try again in a minute.',
  })
  expect((await search(other, '198.51.100.77')).status).toBe(200)
})

test('admin login answers 429 past its limit per address; many addresses lock the account, and the login form says why', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const unique = () => randomBytes(4).toString('hex')
  const mine = loopbackAddress()
  for (let attempt = 0; attempt < LOGIN_LIMIT; attempt++)
    expect(
      (await logIn(mine, `limited-${unique()}@roster.test`, `192.0.2.${attempt}`)).status,
    ).toBe(401)
  const limited = await logIn(mine, `limited-${unique()}@roster.test`, '198.51.100.78')
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60)
  expect(JSON.parse(limited.body).errors[0].message).toBe(LOGIN_REFUSED)

  // One guess from each of many addresses: the account is now locked for every new address,
  // the browser's too.
  const email = `locked-${unique()}@roster.test`
  for (let address = 0; address < ACCOUNT_LOCK_ADDRESSES; address++)
    expect((await logIn(loopbackAddress(), email, '198.51.100.79')).status).toBe(401)
  await page.goto('/admin/login')
  // The admin is a heavy page: a click before it has hydrated does nothing, so try until it goes.
  await expect(async () => {
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(LOGIN_REFUSED)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
})
