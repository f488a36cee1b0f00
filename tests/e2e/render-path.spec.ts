import { readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { parseAnswers, plainGet, rawExchange, type RawAnswer } from '../helpers/raw-exchange'
import { E2E_PORT } from './support/server-env'

/**
 * Request smuggling against the production server's render path (issue 29; the front's own
 * tests, with every variant, are tests/int/front/render-path.test.ts): Next itself behind the
 * front, requests written to the socket by hand. Each test uses addresses of its own, so what a
 * plain visitor gets can be compared with a clean twin: a page under another page number (which
 * a page reads, so each number is an entry of its own), or the not-found answer of another
 * address.
 */
const port = E2E_PORT
let serial = 0
/** A page number no other test of this run asks for (the front keeps up to four digits). */
const fresh = () => String(1000 + test.info().workerIndex * 1000 + (serial += 1))

/** Victims of each kind the front keeps: a page, and the page JSON's not-found answer. */
const VICTIMS: Record<string, (value: string) => string> = {
  '/about': (value) => `/about?page=${value}`,
  '/api/{missing}': (value) => `/api/missing-${value}`,
}

/** The answer with `value` written as `as`: two keys' pages compared as one. */
const comparable = (answer: RawAnswer, value: string, as: string) => ({
  status: answer.status,
  type: answer.headers['content-type'],
  language: answer.headers['content-language'],
  cacheControl: answer.headers['cache-control'],
  // The value as a word of its own: a build file's name may hold the same digits.
  body: answer.body.toString('utf8').replace(new RegExp(`(?<!\\w)${value}(?!\\w)`, 'g'), as),
})

const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nhost: localhost:${port}\r\n${extra}\r\n`

/** The render of `target` as the front asks for it, up to where a padding header's value goes. */
const swallowed = (target: string) => `GET ${target} HTTP/1.1\r\nhost: localhost\r\nx-pad: `

const ATTACKS: Record<string, (victim: string) => Promise<unknown>> = {
  'a body the render never sent, then a request hidden in a header': async (victim) => {
    const body = 'x'.repeat(swallowed(victim).length)
    await rawExchange(port, [
      get(`/about?page=${fresh()}`, `content-length: ${body.length}\r\n`) + body,
    ])
    await rawExchange(port, [get(victim, 'x-pad: GET /api/_build HTTP/1.1\r\n')])
  },
  'a chunked GET whose chunk is a request': (victim) => {
    const hidden = 'GET /api/_build HTTP/1.1\r\nhost: localhost\r\n\r\n'
    return rawExchange(port, [
      get(victim, 'transfer-encoding: chunked\r\n') +
        `${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`,
    ])
  },
  'pipelined requests, the first with a body': (victim) => {
    const body = 'y'.repeat(swallowed(victim).length)
    return rawExchange(port, [
      get(`/about?page=${fresh()}`, `content-length: ${body.length}\r\n`) +
        body +
        get(victim, 'x-pad: GET /es/about HTTP/1.1\r\n') +
        get(victim, 'connection: close\r\n'),
    ])
  },
}

for (const [attack, run] of Object.entries(ATTACKS)) {
  for (const [route, address] of Object.entries(VICTIMS)) {
    test(`${attack}: ${route} stays what every visitor gets`, async () => {
      const [value, twin] = [fresh(), fresh()]
      const victim = address(value)
      await run(victim)
      const visitor = await plainGet(port, victim)
      expect(visitor.status).toBe(route === '/about' ? 200 : 404)
      const clean = await plainGet(port, address(twin))
      expect(comparable(visitor, value, 'V')).toEqual(comparable(clean, twin, 'V'))
    })
  }
}

test('a build file stays the file after an attack on its first render', async () => {
  // A chunk of this build that no page has asked for yet: its first render is the attacked one.
  const chunks = readdirSync(path.resolve('.next/static/chunks')).filter((name) =>
    name.endsWith('.js'),
  )
  const file = `/_next/static/chunks/${chunks[chunks.length - 1 - test.info().workerIndex]}`
  const body = 'z'.repeat(swallowed(file).length)
  await rawExchange(port, [
    get(`/about?page=${fresh()}`, `content-length: ${body.length}\r\n`) + body,
  ])
  await rawExchange(port, [get(file, 'x-pad: GET /api/_build HTTP/1.1\r\n')])
  const answer = await plainGet(port, file)
  expect(answer.status).toBe(200)
  expect(answer.headers['content-type']).toContain('javascript')
  expect(answer.headers['cache-control']).toContain('immutable')
})

test('an address whose escapes lead to another route is never rendered for everyone', async () => {
  for (const target of [
    `/x/%2e%2e/cms/api/payload-jobs/run?page=${fresh()}`,
    `/x/%2E%2E/admin?page=${fresh()}`,
    `/women/%2e%2e/api/_health?page=${fresh()}`,
    `/%63ms/api/users/me?page=${fresh()}`,
  ]) {
    const answer = await plainGet(port, target)
    expect(answer.headers['x-roster-cache'], target).toBeUndefined()
    expect(answer.headers['cache-control'] ?? '', target).not.toContain('public')
    // Only the server itself may run the scheduled jobs.
    expect(answer.body.toString(), target).not.toContain('noJobsRemaining')
  }
})

test('a GET with a body is answered on its own and never kept', async () => {
  const victim = `/about?page=${fresh()}`
  const [answer] = parseAnswers(
    await rawExchange(port, [get(victim, 'content-length: 3\r\nconnection: close\r\n') + 'abc']),
  )
  expect(answer?.status).toBe(200)
  expect(answer?.headers['x-roster-cache']).toBeUndefined()
  expect((await plainGet(port, victim)).headers['x-roster-cache']).toBe('MISS')
})

test('no answer says how the proxy routed it', async () => {
  for (const target of ['/about', `/about?utm_source=${fresh()}`, '/api/about', '/no-such-page']) {
    const answer = await plainGet(port, target)
    expect(answer.headers['x-middleware-rewrite'], target).toBeUndefined()
  }
})

test('a shared shortlist never says whether someone opened it before', async () => {
  const list = '/shortlist/amara-okafor,lena-vogel'
  for (const target of [list, list, `/es${list}`, `/es${list}`]) {
    const answer = await plainGet(port, target)
    expect(answer.status, target).toBe(200)
    expect(answer.headers['x-roster-cache'], target).toBeUndefined()
  }
})

test('the icons are drawn once and then sent from the page cache', async () => {
  for (const target of ['/icons/icon-32.png', '/favicon.ico']) {
    await plainGet(port, target)
    const again = await plainGet(port, target)
    expect(again.status, target).toBe(200)
    expect(again.headers['x-roster-cache'], target).toBe('HIT')
    expect(again.headers['cache-control'], target).toBe('public, max-age=3600')
  }
})
