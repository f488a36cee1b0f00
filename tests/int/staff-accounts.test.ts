import {
  createLocalReq,
  type Payload,
  type RequiredDataFromCollectionSlug,
  type SelectField,
} from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from '@/cms/hooks/login-rate-limit'
import { PASSWORD_MESSAGES } from '@/cms/hooks/password-rule'
import { Users } from '@/cms/collections/users'

import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/** Staff accounts: the password rule, the login lockout and the session cookie's flags. */

const STRONG = 'A-long-enough-passphrase-1'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type ErrorBody = { errors: { message?: string; data?: { errors?: unknown[] } }[] }

describe('the password rule', () => {
  it('refuses a weak first account through the REST API with a message on the password field', async () => {
    const cases: [string, string][] = [
      ['short-1A', PASSWORD_MESSAGES.tooShort],
      ['onlylowercaseletters', PASSWORD_MESSAGES.oneKind],
      ['first@roster.test', PASSWORD_MESSAGES.email],
    ]
    for (const [password, message] of cases) {
      const response = await rest('POST', '/users', {
        json: { email: 'first@roster.test', password },
      })
      expect(response.status, password).toBe(400)
      const body = (await response.json()) as ErrorBody
      // The reason is the message (the admin's toast) and sits on the password field.
      expect(body.errors[0]?.message).toBe(message)
      expect(body.errors[0]?.data?.errors).toEqual([{ path: 'password', message }])
    }
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    // The sign-up screen's role field shows what the first account becomes.
    const roleField = Users.fields.find((field) => 'name' in field && field.name === 'role')
    const shownRole = async () =>
      (roleField as SelectField & { defaultValue: (args: object) => Promise<string> }).defaultValue(
        {
          req: await createLocalReq({}, payload),
          user: null,
        },
      )
    expect(await shownRole()).toBe('admin')
    const created = await rest('POST', '/users', {
      json: { email: 'first@roster.test', password: STRONG },
    })
    expect(created.status).toBe(201)
    // The first account is an admin; later ones default to editor.
    expect(((await created.json()) as { doc: { role: string } }).doc.role).toBe('admin')
    const second = await payload.create({
      collection: 'users',
      // No role given: the field's default decides.
      data: {
        email: 'second@roster.test',
        password: STRONG,
      } as RequiredDataFromCollectionSlug<'users'>,
    })
    expect(second.role).toBe('editor')
    expect(await shownRole()).toBe('editor')
  })

  it('holds for password changes and for resets by emailed token', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'changer@roster.test', password: STRONG, role: 'editor' },
    })
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'changer' } }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: PASSWORD_MESSAGES.tooShort }] },
    })
    await expect(
      payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'CHANGER@ROSTER.TEST' },
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: PASSWORD_MESSAGES.email }] },
    })

    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'changer@roster.test' },
      disableEmail: true,
    })
    await expect(
      payload.resetPassword({
        collection: 'users',
        data: { token, password: 'changer@roster.test' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: PASSWORD_MESSAGES.email }] },
    })
    await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'Another-strong-passphrase' },
      overrideAccess: true,
    })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'changer@roster.test', password: 'Another-strong-passphrase' },
    })
    expect(login.token).toEqual(expect.any(String))
  })
})

describe('the login lockout', () => {
  const login = (password: string, address: string) =>
    rest('POST', '/users/login', {
      headers: { 'x-roster-peer-address': address },
      json: { email: 'locked@roster.test', password },
    })

  it('locks the address that failed 5 times out of the account for 10 minutes, even against the right password, not its owner elsewhere', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'locked@roster.test', password: STRONG, role: 'editor' },
    })
    expect(MAX_LOGIN_ATTEMPTS).toBe(5)
    expect(LOCK_TIME_MS).toBe(10 * 60 * 1000)
    const attacker = '203.0.113.5'
    for (let attempt = 1; attempt <= MAX_LOGIN_ATTEMPTS; attempt++) {
      expect((await login(`Wrong-password-${attempt}`, attacker)).status).toBe(401)
    }
    const refused = await login(STRONG, attacker)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('set-cookie')).toBeNull()
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(LOCK_TIME_MS / 1000 - 60)
    expect(retryAfter).toBeLessThanOrEqual(LOCK_TIME_MS / 1000)
    expect(JSON.stringify(await refused.json())).toMatch(/Try again in 10 minutes/)

    // The owner, from their own address, gets in; Payload's own lock wrote nothing on the account.
    expect((await login(STRONG, '203.0.113.77')).status).toBe(200)
    const stored = await payload.findByID({
      collection: 'users',
      id: user.id,
      showHiddenFields: true,
    })
    expect(stored.lockUntil ?? null).toBeNull()
    expect(stored.loginAttempts ?? 0).toBe(0)
  })
})

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure on a site served over http', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'cookie@roster.test', password: STRONG, role: 'editor' },
    })
    const response = await rest('POST', '/users/login', {
      json: { email: 'cookie@roster.test', password: STRONG },
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    expect(cookie).not.toMatch(/; Secure/i)
  })
})
