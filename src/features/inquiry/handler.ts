/**
 * POST /api/_forms/inquiry: a client's shortlist sent to the agency, in the order that costs least
 * for what it refuses: origin (403), a malformed Idempotency-Key (400), body type (415), declared
 * size (413), rate limit (429; the retry of a stored key is free), the body itself (413/400),
 * honeypot (a fake 201), a replay of the key, the captcha (400), the schema (422), the talents
 * (422 when none is shown any more), then the stored inquiry and 201 {id}. Mails go out after
 * it is stored: to the office of the town chosen in the header, else the office most of the
 * talents belong to.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { BodyError, checkBodyHeaders, readFormBody } from '@/features/contact/read-body'
import { verifyCaptcha, type CaptchaSettings } from '@/features/captcha/verify'
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/features/forms/constants'
import { invalidFormResponse, validateForm } from '@/features/forms/validate-form'
import { TOWNS } from '@/features/shell/choices'
import { parseShortlist } from '@/features/shortlist/shortlist'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/features/submission/constants'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { crossSiteRefusal, isSameOriginRequest } from '@/lib/http/same-origin'
import type { RateLimiter } from '@/lib/rate-limit'

import { CAPTCHA_ACTION, NO_TALENTS_MESSAGE, TALENTS_FIELD, TOWN_FIELD } from './constants'
import { sendInquiryMails } from './emails'
import { inquiryRecord } from './record'
import { inquirySchema } from './schema'
import { findInquiryByKey, storeInquiry, type StoreOutcome } from './store'
import { inquiryTalents, mostTalentsOffice } from './talents'

export type InquiryDeps = {
  readonly payload: Payload
  /** One point per attempt and client address (INQUIRY_RATE_LIMIT an hour). */
  readonly rateLimit: RateLimiter
  readonly maxBodyBytes: number
  /** Off when its secret is empty (see captchaEnabled). */
  readonly captcha: CaptchaSettings
  /** The public origin (SITE_URL): browsers must post from it; tokens must come from its host. */
  readonly siteUrl: string
  readonly trustedProxies: readonly string[]
  /** Tests wait for the mails; the server answers first. */
  readonly awaitMails?: boolean
}

const refuse = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ message }, { status, headers })

export async function handleInquiry(request: Request, deps: InquiryDeps): Promise<Response> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl)) return crossSiteRefusal()
  const { payload } = deps
  const keyHeader = request.headers.get(IDEMPOTENCY_HEADER)
  if (keyHeader !== null && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader)) {
    return refuse(400, 'Malformed Idempotency-Key')
  }
  const address = clientAddress(request.headers, deps.trustedProxies)
  let body: unknown
  try {
    checkBodyHeaders(request, deps.maxBodyBytes)
    const replay = keyHeader !== null && (await isKeyStored(payload, keyHeader))
    const rate = replay ? null : await deps.rateLimit.consume(rateLimitKey(address))
    if (rate && !rate.allowed) {
      return refuse(429, 'Too many inquiries from your address; try again later', {
        'Retry-After': String(rate.retryAfterS),
      })
    }
    body = await readFormBody(request, deps.maxBodyBytes)
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, error.message)
    throw error
  }
  const fields = isRecord(body) ? body : {}
  if (fields[HONEYPOT_FIELD]) {
    payload.logger.info(`Inquiry from ${address} filled the honeypot: not stored`)
    return Response.json({ id: randomInt(1_000, 1_000_000) }, { status: 201 })
  }
  const key = { idempotencyKey: keyHeader ?? randomUUID(), fingerprint: fingerprintOf(fields) }
  const earlier = await findInquiryByKey(payload, key.idempotencyKey, key.fingerprint)
  if (earlier) return answer(earlier)

  if (deps.captcha.secretKey) {
    const token = typeof fields[CAPTCHA_FIELD] === 'string' ? fields[CAPTCHA_FIELD] : ''
    const verdict = await verifyCaptcha(
      token,
      { action: CAPTCHA_ACTION, hostname: new URL(deps.siteUrl).hostname, remoteIp: address },
      deps.captcha,
    )
    if (!verdict.ok) {
      payload.logger.info(`Inquiry from ${address} failed the captcha: ${verdict.reason}`)
      return refuse(400, 'The captcha check failed. Reload the page and try again.')
    }
  }

  const result = await validateForm(inquirySchema, body)
  if (!result.valid) return invalidFormResponse(result)
  const talents = await inquiryTalents(payload, parseShortlist(fields[TALENTS_FIELD]))
  if (talents.length === 0) {
    return invalidFormResponse({ errors: { [TALENTS_FIELD]: [NO_TALENTS_MESSAGE] } })
  }

  const { docs: offices } = await payload.find({
    collection: 'locations',
    select: { name: true, email: true, phone: true, town: true },
    sort: 'name',
    limit: 20,
    depth: 0,
    pagination: false,
  })
  const town = TOWNS.find((candidate) => candidate === fields[TOWN_FIELD])
  const officeId = mostTalentsOffice(talents)
  const office =
    offices.find((candidate) => town && candidate.town === town) ??
    offices.find((candidate) => candidate.id === officeId) ??
    offices[0] ??
    null

  const inquiry = inquiryRecord(
    result.values,
    talents.map((talent) => talent.id),
    office?.id ?? null,
  )
  const outcome = await storeInquiry(payload, inquiry, key)
  if (outcome.kind === 'created' && office) {
    const mails = sendInquiryMails(payload, {
      id: outcome.id,
      inquiry,
      talents: talents.map((talent) => ({
        name: talent.name,
        url: `${deps.siteUrl}${talent.path}`,
      })),
      office: { name: office.name, email: office.email, phone: office.phone },
    })
    if (deps.awaitMails) await mails
    else void mails
  }
  return answer(outcome)
}

async function isKeyStored(payload: Payload, idempotencyKey: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'inquiries',
    where: { idempotencyKey: { equals: idempotencyKey } },
  })
  return totalDocs > 0
}

function answer(outcome: StoreOutcome): Response {
  if (outcome.kind === 'conflict') {
    return invalidFormResponse({
      errors: {
        form: [
          'This inquiry was already sent with other details. Reload the page to send a new one.',
        ],
      },
    })
  }
  return Response.json({ id: outcome.id }, { status: 201 })
}

/** The same fields give the same fingerprint; the captcha token, new on every try, does not count. */
function fingerprintOf(fields: Record<string, unknown>): string {
  const names = Object.keys(fields)
    .filter((name) => name !== CAPTCHA_FIELD)
    .sort()
  const entries = names.map((name) => [name, fields[name]])
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
