/**
 * POST /api/_forms/contact: the contact form's route, in the order that costs least for what it
 * refuses: origin (403), body type (415), declared size (413), rate limit (429), the body
 * itself (413/400), honeypot (a fake 201), the captcha (400), the schema (422), then the
 * stored message and 201 {id}. Mails go out after the message is stored.
 */
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { verifyCaptcha, type CaptchaSettings } from '@/features/captcha/verify'
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/features/forms/constants'
import { invalidFormResponse, validateForm } from '@/features/forms/validate-form'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { crossSiteRefusal, isSameOriginRequest } from '@/lib/http/same-origin'
import type { RateLimiter } from '@/lib/rate-limit'

import { CAPTCHA_ACTION } from './constants'
import { sendMessageMails } from './emails'
import { BodyError, checkBodyHeaders, readFormBody } from './read-body'
import { messageRecord } from './record'
import { contactSchema } from './schema'

export type ContactDeps = {
  readonly payload: Payload
  /** One point per attempt and client address (CONTACT_RATE_LIMIT an hour). */
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

export async function handleContact(request: Request, deps: ContactDeps): Promise<Response> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl)) return crossSiteRefusal()
  const { payload } = deps
  const address = clientAddress(request.headers, deps.trustedProxies)
  let body: unknown
  try {
    checkBodyHeaders(request, deps.maxBodyBytes)
    const rate = await deps.rateLimit.consume(rateLimitKey(address))
    if (!rate.allowed) {
      return refuse(429, 'Too many messages from your address; try again later', {
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
    payload.logger.info(`Contact message from ${address} filled the honeypot: not stored`)
    return Response.json({ id: randomInt(1_000, 1_000_000) }, { status: 201 })
  }

  if (deps.captcha.secretKey) {
    const token = typeof fields[CAPTCHA_FIELD] === 'string' ? fields[CAPTCHA_FIELD] : ''
    const verdict = await verifyCaptcha(
      token,
      { action: CAPTCHA_ACTION, hostname: new URL(deps.siteUrl).hostname, remoteIp: address },
      deps.captcha,
    )
    if (!verdict.ok) {
      payload.logger.info(`Contact message from ${address} failed the captcha: ${verdict.reason}`)
      return refuse(400, 'The captcha check failed. Reload the page and try again.')
    }
  }

  const offices = await payload.find({
    collection: 'locations',
    select: { name: true, slug: true, email: true, phone: true },
    sort: 'name',
    limit: 20,
    depth: 0,
    pagination: false,
  })
  const schema = contactSchema(
    offices.docs.map((office) => ({ label: office.name, value: office.slug })),
  )
  const result = await validateForm(schema, body)
  if (!result.valid) return invalidFormResponse(result)
  const office = offices.docs.find((candidate) => candidate.slug === result.values.location)
  // The schema's `is` rule names only these offices; one deleted since then is a stale form.
  if (!office)
    return invalidFormResponse({ errors: { location: ['Office is not an allowed value.'] } })

  const message = messageRecord(result.values, office.id)
  const created = await payload.create({ collection: 'messages', data: message })
  const mails = sendMessageMails(payload, {
    id: created.id,
    message,
    office: { name: office.name, email: office.email, phone: office.phone },
  })
  if (deps.awaitMails) await mails
  else void mails
  return Response.json({ id: created.id }, { status: 201 })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
