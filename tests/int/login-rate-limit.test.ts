import crypto, { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOCK_TIME_MS, LOGIN_RATE_WINDOW_S, MAX_LOGIN_ATTEMPTS } from '@/cms/hooks/login-rate-limit'
import { PASSWORD_HASH } from '@/cms/staff/login-time'
import { env } from '@/lib/env'

import { testPayload } from '../helpers/payload'

/**
 * Admin logins and password resets through Payload's real REST handler (what /cms/api/users/…
 * runs): the address that fails is locked out, not the account (docs/decisions/0027). Every
 * counter is taken before the password is checked.
 */
const PASSWORD = 'A-long-enough-passphrase-1'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const unique = () => randomBytes(4).toString('hex')
/** A /64 of its own each time (limits count an IPv6 client by its /64). */
const newAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${unique().slice(0, 4)}::1`

async function newAccount(): Promise<string> {
  const email = `staff-${unique()}@roster.test`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Staff', role: 'editor' },
  })
  return email
}

function post(path: string, body: object, address: string, headers = {}) {
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/cms/api/users${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-roster-peer-address': address,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  })
}

const logIn = (email: string, password: string, address: string, headers = {}) =>
  post('/login', { email, password }, address, headers)

const askReset = (email: string, address: string) => post('/forgot-password', { email }, address)

const ACCOUNT_AND_ADDRESS_MINUTES = LOCK_TIME_MS / 60_000
const WINDOW_MINUTES = LOGIN_RATE_WINDOW_S / 60

async function expectRefused(
  response: Response,
  minutes: number,
  what = 'login attempts',
): Promise<void> {
  expect(response.status).toBe(429)
  expect(response.headers.get('set-cookie')).toBeNull()
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60)
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60)
  const body = (await response.json()) as { errors: { message: string }[] }
  expect(body.errors[0]!.message).toBe(`Too many ${what}. Try again in ${minutes} minutes.`)
}

describe('admin login limits', () => {
  it('a parallel burst of 30 guesses from one address gets 5 password checks; the owner elsewhere still gets in', async () => {
    const email = await newAccount()
    const address = newAddress()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => logIn(email, 'wrong-password', address)),
    )
    expect(MAX_LOGIN_ATTEMPTS).toBe(5)
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(MAX_LOGIN_ATTEMPTS)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - MAX_LOGIN_ATTEMPTS)
    // Refused unchecked, the right password included (the address has spent its own limit too).
    await expectRefused(await logIn(email, PASSWORD, address), WINDOW_MINUTES)
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(200)
  })

  it('counts per address across accounts; a spoofed X-Forwarded-For does not reset it', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < env.loginRatePer15Min; attempt++)
      expect((await logIn(`nobody-${unique()}@roster.test`, 'guess', address)).status).toBe(401)
    const email = await newAccount()
    await expectRefused(await logIn(email, PASSWORD, address), WINDOW_MINUTES)
    await expectRefused(
      await logIn(email, PASSWORD, address, { 'X-Forwarded-For': '192.0.2.44' }),
      WINDOW_MINUTES,
    )
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(200)
  })

  it('locks the account only once many addresses have tried it, by the email as Payload reads it', async () => {
    const email = await newAccount()
    expect(env.loginAccountLockAddresses).toBe(10)
    for (let attempt = 0; attempt < env.loginAccountLockAddresses; attempt++)
      expect((await logIn(` ${email.toUpperCase()} `, 'guess', newAddress())).status).toBe(401)
    const owner = newAddress()
    await expectRefused(await logIn(email, PASSWORD, owner), WINDOW_MINUTES)
    // Still a new address the second time: refused again, not let through.
    await expectRefused(await logIn(email, PASSWORD, owner), WINDOW_MINUTES)
  })

  it('forgets the failures of the owner’s address, and the account’s addresses, once the owner logs in', async () => {
    const email = await newAccount()
    const address = newAddress()
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await logIn(email, 'typo', address)).status).toBe(401)
    expect((await logIn(email, PASSWORD, address)).status).toBe(200)
    // Had the three typos still counted, the third of these would be refused.
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt++)
      expect((await logIn(email, 'typo', address)).status).toBe(401)
    await expectRefused(await logIn(email, PASSWORD, address), ACCOUNT_AND_ADDRESS_MINUTES)

    const other = await newAccount()
    for (let attempt = 1; attempt < env.loginAccountLockAddresses; attempt++)
      expect((await logIn(other, 'guess', newAddress())).status).toBe(401)
    expect((await logIn(other, PASSWORD, newAddress())).status).toBe(200)
    // Two more addresses than the lock allows, counted from the owner's login.
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await logIn(other, 'guess', newAddress())).status).toBe(401)
  })

  it('does not limit the Local API, which has no visitor behind it', async () => {
    const email = await newAccount()
    for (let attempt = 0; attempt < 11; attempt++) {
      const result = await payload.login({
        collection: 'users',
        data: { email, password: PASSWORD },
      })
      expect(result.user?.email).toBe(email)
    }
  })
})

describe('the time of a failed login', () => {
  const hashes = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map(([, , iterations, keyLength, digest]) => [iterations, keyLength, digest])
  const oneHash = [[PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest]]

  it('is one password hash of equal cost, whether the email has an account or not', async () => {
    const known = await newAccount()
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const knownAnswer = await logIn(known, 'wrong-password', newAddress())
    expect(knownAnswer.status).toBe(401)
    expect(hashes(pbkdf2)).toEqual(oneHash)

    pbkdf2.mockClear()
    const unknownAnswer = await logIn(`nobody-${unique()}@roster.test`, 'wrong', newAddress())
    expect(unknownAnswer.status).toBe(401)
    expect(hashes(pbkdf2)).toEqual(oneHash)
    expect(await unknownAnswer.json()).toEqual(await knownAnswer.json())
  })

  it('hashes as Payload hashes stored passwords', async () => {
    const email = await newAccount()
    const user = await payload.db.findOne<{ id: number; hash: string; salt: string }>({
      collection: 'users',
      where: { email: { equals: email } },
    })
    const [prefix, stored] = user!.hash.split(':')
    expect(prefix).toBe(`pbkdf2-${PASSWORD_HASH.digest}-v1`)
    const { iterations, keyLength, digest } = PASSWORD_HASH
    expect(
      crypto.pbkdf2Sync(PASSWORD, user!.salt, iterations, keyLength, digest).toString('hex'),
    ).toBe(stored)
  })
})

describe('password reset requests', () => {
  it('are counted with the logins of their address, and refused before a transaction opens', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < env.loginRatePer15Min; attempt++)
      expect((await askReset(`nobody-${unique()}@roster.test`, address)).status).toBe(200)
    const email = await newAccount()
    const transactions = vi.spyOn(payload.db, 'beginTransaction')
    await expectRefused(await askReset(email, address), WINDOW_MINUTES, 'password reset requests')
    expect(transactions).not.toHaveBeenCalled()
    expect((await askReset(email, newAddress())).status).toBe(200)
  })

  it('from one address to one account: five in ten minutes, which leave its logins alone', async () => {
    const email = await newAccount()
    const address = newAddress()
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt++)
      expect((await askReset(email, address)).status).toBe(200)
    await expectRefused(
      await askReset(email, address),
      ACCOUNT_AND_ADDRESS_MINUTES,
      'password reset requests',
    )
    expect((await logIn(email, PASSWORD, address)).status).toBe(200)
  })
})

describe('email verification', () => {
  it('is off: POST /users/verify/{token} answers 404, opens no transaction, logs no error', async () => {
    const transactions = vi.spyOn(payload.db, 'beginTransaction')
    const errors = vi.spyOn(payload.logger, 'error')
    const response = await post('/verify/x', {}, newAddress())
    expect(response.status).toBe(404)
    expect(transactions).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  })
})
