import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailsTo } from './support/mail'
import { E2E_BASE_URL } from './support/server-env'
import { asStaff } from './support/staff'

/**
 * "Forgot password" on SQLite: it answered 500 "database is locked" for every account. The mail
 * reaches the server's SMTP peer, and its link resets the password.
 */
test('a staff member resets a forgotten password through the mailed link', async ({ request }) => {
  const email = `reset-${randomUUID().slice(0, 8)}@roster.test`
  await asStaff(request, 'POST', '/cms/api/users', {
    email,
    password: 'The-first-passphrase-1',
    role: 'editor',
  })
  const asked = await request.post('/cms/api/users/forgot-password', {
    headers: { origin: E2E_BASE_URL },
    data: { email },
  })
  expect(asked.status(), await asked.text()).toBe(200)

  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1)
  const link = new RegExp(`${E2E_BASE_URL}/admin/set-password/([0-9a-f]{40})`).exec(
    mailsTo(email)[0]!.text,
  )
  expect(link).not.toBeNull()

  const newPassword = 'The-second-passphrase-2'
  const reset = await request.post('/cms/api/users/reset-password', {
    headers: { origin: E2E_BASE_URL },
    data: { token: link![1], password: newPassword },
  })
  expect(reset.status(), await reset.text()).toBe(200)
  const login = await request.post('/cms/api/users/login', {
    headers: { origin: E2E_BASE_URL },
    data: { email, password: newPassword },
  })
  expect(login.status()).toBe(200)
  const old = await request.post('/cms/api/users/login', {
    headers: { origin: E2E_BASE_URL },
    data: { email, password: 'The-first-passphrase-1' },
  })
  expect(old.status()).toBe(401)
})

test('an unknown address gets the same answer, and no mail', async ({ request }) => {
  const email = `nobody-${randomUUID().slice(0, 8)}@roster.test`
  const asked = await request.post('/cms/api/users/forgot-password', {
    headers: { origin: E2E_BASE_URL },
    data: { email },
  })
  expect(asked.status()).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(mailsTo(email)).toEqual([])
})
