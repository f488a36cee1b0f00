/**
 * reCAPTCHA v3 verified against a local stand-in of Google's siteverify: every kind of failure
 * is refused with 400 and stores nothing; only a recent success for our action and host passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CaptchaSettings } from '@/features/captcha/verify'

import { startCaptchaStandIn, type CaptchaStandIn } from '../../helpers/captcha-stand-in'
import { applicantFields, formData, startHarness, twoPhotos, type Harness } from './harness'

let harness: Harness
let google: CaptchaStandIn
let captcha: CaptchaSettings

beforeAll(async () => {
  harness = await startHarness()
  google = await startCaptchaStandIn()
  captcha = {
    siteKey: 'test-site-key',
    secretKey: 'test-secret',
    verifyUrl: google.url,
    timeoutMs: 300,
  }
})

afterAll(async () => {
  await google?.close()
  await harness?.close()
})

const passing = () => ({
  success: true,
  score: 0.9,
  action: 'submission',
  hostname: 'localhost',
  challenge_ts: new Date().toISOString(),
})

async function apply(token = 'token-from-the-browser') {
  return harness.post(formData(applicantFields({ captchaToken: token }), await twoPhotos()), {
    deps: { captcha },
  })
}

describe('captcha failures are refused and store nothing', () => {
  const failures: [string, Record<string, unknown> | { status: number } | 'hang'][] = [
    ['success: false', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a low score', { ...passing(), score: 0.1 }],
    ['another action', { ...passing(), action: 'login' }],
    ['another hostname', { ...passing(), hostname: 'evil.test' }],
    [
      'a token older than two minutes',
      { ...passing(), challenge_ts: new Date(Date.now() - 3 * 60_000).toISOString() },
    ],
    ['a token used before', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['an HTTP 500', { status: 500 }],
    ['no answer in time', 'hang'],
  ]
  for (const [kind, answer] of failures) {
    it(kind, async () => {
      google.answer(answer)
      const before = await harness.count()
      const response = await apply()
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: 'The captcha check failed. Reload the page and try again.',
      })
      expect(await harness.count()).toEqual(before)
    })
  }

  it('a missing token, without asking Google', async () => {
    google.answer(passing())
    const asked = google.requests.length
    const before = await harness.count()
    expect((await apply('')).status).toBe(400)
    expect(google.requests.length).toBe(asked)
    expect(await harness.count()).toEqual(before)
  })

  it('an unreachable verification service', async () => {
    const before = await harness.count()
    const response = await harness.post(
      formData(applicantFields({ captchaToken: 't' }), await twoPhotos()),
      { deps: { captcha: { ...captcha, verifyUrl: 'http://127.0.0.1:9/siteverify' } } },
    )
    expect(response.status).toBe(400)
    expect(await harness.count()).toEqual(before)
  })
})

describe('a passing token', () => {
  it('is sent as Google expects it, and the application is stored', async () => {
    google.answer(passing())
    const before = await harness.count()
    const response = await apply('the-token')
    expect(response.status).toBe(201)
    expect(google.requests.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'the-token',
      remoteip: '203.0.113.7',
    })
    expect((await harness.count()).submissions).toBe(before.submissions + 1)
  })
})
