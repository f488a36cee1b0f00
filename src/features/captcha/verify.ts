/**
 * reCAPTCHA v3 on the server: the token from the browser is sent once to the verification URL
 * and accepted only when Google says success, for our action and hostname, recently, with a
 * score of at least 0.5. Anything else, including a slow or broken answer, is a refusal.
 */
import { captchaEnabled, env } from '@/lib/env'

/** Google's default threshold for v3 scores (0.0 bot … 1.0 human). */
export const MIN_SCORE = 0.5
/** Tokens are valid for two minutes. */
export const TOKEN_MAX_AGE_MS = 2 * 60 * 1000

export type CaptchaExpectation = {
  readonly action: string
  /** The host the visitor used; the token must have been made there. */
  readonly hostname: string
  readonly remoteIp?: string
}

export type CaptchaVerdict =
  { readonly ok: true; readonly score: number } | { readonly ok: false; readonly reason: string }

type SiteverifyAnswer = {
  success?: unknown
  score?: unknown
  action?: unknown
  hostname?: unknown
  challenge_ts?: unknown
  'error-codes'?: unknown
}

export type CaptchaSettings = {
  readonly siteKey: string
  readonly secretKey: string
  readonly verifyUrl: string
  readonly timeoutMs: number
}

export const captchaSettings: CaptchaSettings = env.recaptcha

let warned = false
export function warnIfCaptchaOff(): void {
  if (warned || captchaEnabled()) return
  warned = true
  // PRODUCT.md asks for a warning while forms go without a captcha (development, tests).
  console.warn(
    '[captcha] RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not both set: forms are accepted without reCAPTCHA.',
  )
}

export async function verifyCaptcha(
  token: string,
  expected: CaptchaExpectation,
  settings: CaptchaSettings = captchaSettings,
  now: Date = new Date(),
): Promise<CaptchaVerdict> {
  if (!token) return { ok: false, reason: 'missing-token' }
  const body = new URLSearchParams({ secret: settings.secretKey, response: token })
  if (expected.remoteIp) body.set('remoteip', expected.remoteIp)
  let answer: SiteverifyAnswer
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    if (!response.ok) return { ok: false, reason: `http-${response.status}` }
    answer = (await response.json()) as SiteverifyAnswer
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable' }
  }
  return judge(answer, expected, now)
}

function judge(answer: SiteverifyAnswer, expected: CaptchaExpectation, now: Date): CaptchaVerdict {
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(',') : ''
    return { ok: false, reason: `not-successful${codes ? `:${codes}` : ''}` }
  }
  if (answer.action !== expected.action) return { ok: false, reason: 'wrong-action' }
  if (answer.hostname !== expected.hostname) return { ok: false, reason: 'wrong-hostname' }
  const issued = typeof answer.challenge_ts === 'string' ? Date.parse(answer.challenge_ts) : NaN
  if (Number.isNaN(issued) || now.getTime() - issued > TOKEN_MAX_AGE_MS) {
    return { ok: false, reason: 'stale-token' }
  }
  if (typeof answer.score !== 'number' || answer.score < MIN_SCORE) {
    return { ok: false, reason: 'low-score' }
  }
  return { ok: true, score: answer.score }
}
