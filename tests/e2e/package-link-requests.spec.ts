import { expect, test, type APIRequestContext } from '@playwright/test'

import { sendLink } from './support/packages'
import { rawRequest, type RawAnswer } from './support/raw-http'
import { E2E_BASE_URL, E2E_PORT } from './support/server-env'
import { asStaff } from './support/staff'

/**
 * A package link's requests, written on a raw socket as an attacker would (no client library
 * cleans them up), against the real server (docs/decisions/0042):
 * - the client's posts are left out of the proxy, so Next never reads their body first: a
 *   declared 20 MB is refused at once, and a body that never comes does not hold a refusal that
 *   needs none of it;
 * - every spelling of a `/p/` address that reaches the package page passes the link gate: a
 *   revoked link is 410 however it is written, and any page of a link is private and noindex.
 */

type Doc = { id: number; [key: string]: unknown }

/**
 * A one-talent package with a recipient, sent: the token from the mail. The talent is one of the
 * demo's, which no test deletes (the newest could be another test's, deleted under this one).
 */
async function sentLink(request: APIRequestContext, email: string) {
  const talent = (
    (
      await asStaff(
        request,
        'GET',
        '/cms/api/talents?where[slug][equals]=amara-okafor&limit=1&depth=0',
      )
    ).docs as Doc[]
  )[0]!
  const office = (
    (await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')).docs as Doc[]
  )[0]!
  const { doc: pkg } = await asStaff(request, 'POST', '/cms/api/packages', {
    title: `Raw requests ${email}`,
    location: office.id,
    client: { name: 'Rita Raw', company: 'Socket Studio' },
    talents: [{ talent: talent.id }],
  })
  return sendLink(request, pkg!.id, email)
}

const header = (answer: RawAnswer, name: string) =>
  answer.headers.find(([key]) => key === name)?.[1] ?? ''

/** The ways one `/p/{token}` address can be written that Next routes to the same page. */
const spellings = (token: string) => [
  `/p/${token}`,
  `/%70/${token}`,
  `/%70/${token}?from=mail`,
  `/es/p/${token}`,
  `/%65%73/%70/${token}`,
  `/p/${token.replace(/[A-Za-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
  `/p/./${token}`,
  `/x/../p/${token}`,
]

test.describe('a package client’s posts', () => {
  const site = E2E_BASE_URL
  test('a declared 20 MB is refused at once, not read', async () => {
    const post = (prefix: string) =>
      rawRequest(
        E2E_PORT,
        {
          method: 'POST',
          target: `${prefix}/some-token/vote`,
          headers: {
            'content-type': 'application/json',
            'content-length': String(20 * 1024 * 1024),
            origin: site,
          },
        },
        10_000,
      )
    const answer = await post('/api/_packages')
    expect(answer.status).toBe(413)
    expect(header(answer, 'cache-control')).toBe('private, no-store')
    // Escaped, the address is not the endpoint's (Next routes it to the content API, 405): it is
    // answered at once all the same, its body unread.
    expect((await post('/api/%5Fpackages')).status).toBe(405)
  })

  test('a cross-site post whose body never comes is refused without waiting for it', async () => {
    const answer = await rawRequest(
      E2E_PORT,
      {
        method: 'POST',
        target: '/api/_packages/some-token/answer',
        headers: {
          'content-type': 'application/json',
          'content-length': '500',
          origin: 'https://elsewhere.example',
        },
        body: '{"message":"Hel',
      },
      10_000,
    )
    expect(answer.status).toBe(403)
  })
})

test('every spelling of a package link passes its gate: private when open, 410 when revoked', async ({
  request,
}) => {
  const open = await sentLink(request, `raw-open-${Date.now()}@client.test`)
  const revoked = await sentLink(request, `raw-revoked-${Date.now()}@client.test`)
  await asStaff(request, 'PATCH', `/cms/api/package-recipients/${revoked.recipientId}`, {
    revoked: true,
  })

  for (const target of spellings(open.token)) {
    const answer = await rawRequest(E2E_PORT, { method: 'GET', target })
    expect([200, 404], target).toContain(answer.status)
    if (answer.status !== 200) continue
    expect(header(answer, 'cache-control'), target).toBe('private, no-store')
    expect(header(answer, 'x-robots-tag'), target).toContain('noindex')
    expect(header(answer, 'content-security-policy'), target).toContain("frame-ancestors 'none'")
  }
  const canonical = await rawRequest(E2E_PORT, { method: 'GET', target: `/p/${open.token}` })
  expect(canonical.status).toBe(200)

  for (const target of spellings(revoked.token)) {
    const answer = await rawRequest(E2E_PORT, { method: 'GET', target })
    expect([404, 410], target).toContain(answer.status)
    expect(header(answer, 'cache-control'), target).toContain('no-store')
  }
})
