import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { createThrowawayRedis, type ThrowawayRedis } from '../../helpers/throwaway-redis'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { E2E_PORT } from '../support/server-env'
import { STAFF } from '../support/staff'

/**
 * Two servers from the same build behind one address, on one database and one Redis: they share
 * their data cache (a change saved through one shows on the other at once) and their rate limits.
 * A third whose Redis is unreachable still serves. The Redis is one of the test's own.
 */
test.describe.configure({ mode: 'serial' })

let dataDir = ''
let redis: ThrowawayRedis
let servers: OwnServer[] = []

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'roster-instances-'))
  redis = await createThrowawayRedis()
  const shared = {
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'several-instances-secret',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `roster-e2e-instances:${randomBytes(4).toString('hex')}:`,
    SEARCH_RATE_LIMIT: '4',
  }
  // One after the other: the first applies the migrations the second then finds done.
  servers = [await startOwnServer(E2E_PORT + 5, shared)]
  servers.push(await startOwnServer(E2E_PORT + 6, shared))
})

test.afterAll(async () => {
  for (const server of servers) await server.stop()
  await redis?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const siteName = async (server: OwnServer) =>
  ((await (await fetch(`${server.url}/api/_settings`)).json()) as { website: { name: string } })
    .website.name

test('a change saved through one server shows on the other at once', async () => {
  const [first, second] = servers as [OwnServer, OwnServer]
  const register = await fetch(`${first.url}/cms/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: first.url },
    body: JSON.stringify({ ...STAFF, name: 'Staff' }),
  })
  expect(register.ok, await register.clone().text()).toBe(true)
  const { token } = (await register.json()) as { token: string }
  const page = await fetch(`${first.url}/cms/api/pages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ title: 'About', slug: 'about', _status: 'published' }),
  })
  expect(page.ok, await page.clone().text()).toBe(true)
  // Both have read, and cached, the name before the change: the data, and the page itself.
  expect(await siteName(first)).toBe(await siteName(second))
  for (const server of servers) {
    await fetch(`${server.url}/about`)
    expect((await fetch(`${server.url}/about`)).headers.get('x-roster-cache')).toBe('HIT')
  }

  const saved = await fetch(`${first.url}/cms/api/globals/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ website: { name: 'Two Instances Agency' } }),
  })
  expect(saved.ok, await saved.clone().text()).toBe(true)
  await expect.poll(() => siteName(second), { timeout: 2_000 }).toBe('Two Instances Agency')
  expect(await siteName(first)).toBe('Two Instances Agency')
  // The pages each server kept are dropped on both within a second.
  for (const server of servers) {
    await expect
      .poll(async () => (await fetch(`${server.url}/about`)).text(), { timeout: 1_000 })
      .toContain('Two Instances Agency')
  }
})

test('the two servers agree on who is limited', async () => {
  const [first, second] = servers as [OwnServer, OwnServer]
  const search = async (server: OwnServer) => (await fetch(`${server.url}/api/_search?q=`)).status
  expect(await search(first)).toBe(200)
  expect(await search(second)).toBe(200)
  expect(await search(first)).toBe(200)
  expect(await search(second)).toBe(200)
  expect(await search(first)).toBe(429)
  expect(await search(second)).toBe(429)
  expect(first.output()).toContain('rate limits are shared')
})

test('a server whose Redis is unreachable serves from the database', async () => {
  test.setTimeout(120_000)
  // Nothing listens on port 1: every cache read misses, and the site reads the database.
  const isolated = await startOwnServer(E2E_PORT + 7, {
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'several-instances-secret',
    REDIS_URL: 'redis://127.0.0.1:1',
  })
  servers.push(isolated)
  expect(await siteName(isolated)).toBe('Two Instances Agency')
})
