import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

/**
 * Admin logins through Payload's real REST handler (what /cms/api/users/login runs): at most 10
 * attempts per address and per account in 15 minutes, refused before the password is checked.
 */
const PASSWORD = 'A-long-enough-passphrase-1'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const unique = () => randomBytes(4).toString('hex')
const newAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

async function newAccount(): Promise<string> {
  const email = `staff-${unique()}@roster.test`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Staff', role: 'editor' },
  })
  return email
}

function logIn(email: string, password: string, address: string, headers = {}) {
  return handleEndpoints({
    config,
    request: new Request('http://localhost:3000/cms/api/users/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-roster-peer-address': address,
        ...headers,
      },
      body: JSON.stringify({ email, password }),
    }),
  })
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(14 * 60)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  const body = (await response.json()) as { errors: { message: string }[] }
  expect(body.errors[0]!.message).toBe('Too many login attempts. Try again in 15 minutes.')
}

describe('admin login rate limit', () => {
  it('a parallel burst of 30 guesses gets 10 password checks; the rest are refused before', async () => {
    const email = await newAccount()
    const address = newAddress()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => logIn(email, 'wrong-password', address)),
    )
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(20)
    for (const answer of refused) await expectRefused(answer)
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10)
    // The account is also spent: the right password from a fresh address is refused unchecked.
    await expectRefused(await logIn(email, PASSWORD, newAddress()))
  })

  it('counts per address across accounts; a spoofed X-Forwarded-For does not reset it', async () => {
    const address = newAddress()
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await logIn(`nobody-${unique()}@roster.test`, 'guess', address)).status).toBe(401)
    const email = await newAccount()
    await expectRefused(await logIn(email, PASSWORD, address))
    await expectRefused(await logIn(email, PASSWORD, address, { 'X-Forwarded-For': '192.0.2.44' }))
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(200)
  })

  it('counts per account across addresses, by the address as Payload looks it up', async () => {
    const email = await newAccount()
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await logIn(` ${email.toUpperCase()} `, 'guess', newAddress())).status).toBe(401)
    await expectRefused(await logIn(email, PASSWORD, newAddress()))
  })

  it('forgets an account’s earlier attempts once its owner logs in', async () => {
    const email = await newAccount()
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await logIn(email, 'typo', newAddress())).status).toBe(401)
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(200)
    // Eleven attempts in all: the eleventh would be refused had the first four still counted.
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await logIn(email, PASSWORD, newAddress())).status).toBe(200)
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
