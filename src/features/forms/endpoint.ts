/**
 * One pipeline for every form endpoint (contact, application, payment checkout, shortlist
 * inquiry), in the order that costs least for what it refuses:
 *
 *   origin (403) → the endpoint's own availability (503) → body type (415) and declared size
 *   (413) → a malformed Idempotency-Key (400) → rate limit (429) → the body itself (413 over its
 *   size, 408 when it stops arriving, 400 when malformed or nested too deeply) → honeypot (a fake
 *   201) → the replay of a stored key → captcha (400) → schema (422) → accept
 *
 * Every post is counted by the rate limit before its body is read, whatever its Idempotency-Key:
 * a key says which form a retry belongs to, not that the post is cheap (a stored key with a
 * changed body still costs a read, a parse and a fingerprint).
 *
 * An endpoint brings only what is its own: the schema (with what it needs, such as the offices)
 * and `accept`, which stores the form and sends its mails. Adding a form is a schema and a store.
 *
 * The visitor's language comes with the form (LOCALE_FIELD, the default language when missing or
 * unknown): the captcha refusal, the schema's labels and messages, and what `accept` stores and
 * mails are in it. Refusals before the body is read are in English: the browser shows its own
 * words for those statuses.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { verifyCaptcha, type CaptchaSettings } from '@/features/captcha/verify'
import { captchaEnabled, env } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { crossSiteRefusal, isSameOriginRequest } from '@/lib/http/same-origin'
import type { RateLimiter } from '@/lib/rate-limit'

import { BodyError } from './body-error'
import {
  CAPTCHA_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LOCALE_FIELD,
} from './constants'
import { oneAtATime } from './one-at-a-time'
import { checkBodyHeaders, readFields } from './read-fields'
import { readMultipart, type MultipartLimits, type UploadedFile } from './read-multipart'
import type { FileLike, FormSchema, FormValues } from './schema'
import { invalidFormResponse, validateForm } from './validate-form'

export type FormBody = {
  readonly fields: Readonly<Record<string, unknown>>
  readonly files: readonly UploadedFile[]
}

/** What every endpoint's running server passes in; tests pass their own. */
export type FormDeps = {
  readonly payload: Payload
  readonly rateLimit: RateLimiter
  readonly maxBodyBytes: number
  /** The public origin (SITE_URL): browsers must post from it; captcha tokens come from its host. */
  readonly siteUrl: string
  readonly trustedProxies: readonly string[]
  /** A body that sends nothing for this long is dropped (408); FORM_BODY_IDLE_TIMEOUT_MS. */
  readonly bodyIdleTimeoutMs?: number
}

export type AcceptedForm<S extends FormSchema, Context> = {
  readonly values: FormValues<S>
  readonly context: Context
  /** The visitor's language: to store with the form and to write their confirmation in. */
  readonly locale: Locale
  readonly body: FormBody
  readonly address: string
  /** The request's Idempotency-Key, or a fresh one: what an endpoint that keeps keys stores. */
  readonly idempotencyKey: string
  /** SHA-256 over the fields (the captcha token aside) and the files as sent. */
  readonly fingerprint: string
}

export type FormEndpoint<S extends FormSchema, Context> = {
  /** The form's thing, for refusals and logs: "message" → "The message is too large". */
  readonly noun: { readonly one: string; readonly many: string }
  /** Set for a form with files: a multipart body streamed to disk within these limits. */
  readonly files?: Omit<MultipartLimits, 'maxBodyBytes' | 'idleTimeoutMs'>
  /** Bots fill the hidden field; they get a 201 and nothing is stored. */
  readonly honeypot: boolean
  /** reCAPTCHA v3's action for this form and the settings (off while its keys are empty). */
  readonly captcha?: { readonly action: string; readonly settings: CaptchaSettings }
  /** A refusal before anything is read, such as 503 while the service behind is off. */
  readonly unavailable?: () => Response | null
  /**
   * Where the endpoint keeps the keys it stored under, for forms a visitor may send twice (a
   * lost answer, a double click): a retry of a stored key gets the stored answer back. It is
   * counted by the rate limit like any other post.
   */
  readonly idempotency?: {
    readonly replay: (key: string, fingerprint: string, locale: Locale) => Promise<Response | null>
  }
  /**
   * This request's schema, labelled in the visitor's language, and what `accept` needs with it;
   * a Response refuses (404).
   */
  readonly schema: (
    fields: Readonly<Record<string, unknown>>,
    locale: Locale,
  ) => Promise<{ schema: S; context: Context } | Response>
  /** Stores the valid form and sends its mails; answers 201 {id}. */
  readonly accept: (form: AcceptedForm<S, Context>) => Promise<Response>
}

const refuse = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ message }, { status, headers })

export async function handleForm<S extends FormSchema, Context>(
  request: Request,
  endpoint: FormEndpoint<S, Context>,
  deps: FormDeps,
): Promise<Response> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl)) return crossSiteRefusal()
  const unavailable = endpoint.unavailable?.()
  if (unavailable) return unavailable
  const tooLarge = `The ${endpoint.noun.one} is too large`
  const keyHeader = request.headers.get(IDEMPOTENCY_HEADER)
  let body: FormBody
  let cleanup = async () => {}
  try {
    checkBodyHeaders(request, {
      maxBytes: deps.maxBodyBytes,
      multipartOnly: Boolean(endpoint.files),
      tooLarge,
    })
    if (keyHeader !== null && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader)) {
      return refuse(400, 'Malformed Idempotency-Key')
    }
    const address = clientAddress(request.headers, deps.trustedProxies)
    const rate = await deps.rateLimit.consume(rateLimitKey(address))
    if (!rate.allowed) {
      return refuse(429, `Too many ${endpoint.noun.many} from your address; try again later`, {
        'Retry-After': String(rate.retryAfterS),
      })
    }
    const idleTimeoutMs = deps.bodyIdleTimeoutMs ?? env.forms.bodyIdleTimeoutMs
    if (endpoint.files) {
      const multipart = await readMultipart(request, {
        ...endpoint.files,
        maxBodyBytes: deps.maxBodyBytes,
        idleTimeoutMs,
      })
      cleanup = multipart.cleanup
      body = multipart
    } else {
      const fields = await readFields(request, {
        maxBytes: deps.maxBodyBytes,
        maxDepth: env.forms.maxJsonDepth,
        idleTimeoutMs,
        tooLarge,
      })
      body = { fields: isRecord(fields) ? fields : {}, files: [] }
    }
    const key = keyHeader ?? randomUUID()
    const answer = () => check(endpoint, deps, { body, address, key })
    return endpoint.idempotency ? await oneAtATime(key, answer) : await answer()
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, error.message)
    throw error
  } finally {
    await cleanup()
  }
}

async function check<S extends FormSchema, Context>(
  endpoint: FormEndpoint<S, Context>,
  deps: FormDeps,
  request: { body: FormBody; address: string; key: string },
): Promise<Response> {
  const { body, address, key } = request
  const { payload } = deps
  const Noun = endpoint.noun.one[0]!.toUpperCase() + endpoint.noun.one.slice(1)
  if (endpoint.honeypot && body.fields[HONEYPOT_FIELD]) {
    payload.logger.info(`${Noun} from ${address} filled the honeypot: not stored`)
    return Response.json({ id: randomInt(1_000, 1_000_000) }, { status: 201 })
  }
  const sent = body.fields[LOCALE_FIELD]
  const locale = isLocale(sent) ? sent : DEFAULT_LOCALE
  const fingerprint = fingerprintOf(body)
  const earlier = await endpoint.idempotency?.replay(key, fingerprint, locale)
  if (earlier) return earlier

  const { captcha } = endpoint
  if (captcha && captchaEnabled(captcha.settings)) {
    const token = body.fields[CAPTCHA_FIELD]
    const verdict = await verifyCaptcha(
      typeof token === 'string' ? token : '',
      { action: captcha.action, hostname: new URL(deps.siteUrl).hostname, remoteIp: address },
      captcha.settings,
    )
    if (!verdict.ok) {
      payload.logger.info(`${Noun} from ${address} failed the captcha: ${verdict.reason}`)
      return refuse(400, catalogues[locale].forms.captchaFailed)
    }
  }

  const prepared = await endpoint.schema(body.fields, locale)
  if (prepared instanceof Response) return prepared
  const files: Record<string, FileLike[]> = endpoint.files
    ? { [endpoint.files.fileField]: body.files.map(({ name, size }) => ({ name, size, type: '' })) }
    : {}
  const result = await validateForm(prepared.schema, { ...body.fields, ...files }, locale)
  if (!result.valid) return invalidFormResponse(result)
  return endpoint.accept({
    values: result.values,
    context: prepared.context,
    locale,
    body,
    address,
    idempotencyKey: key,
    fingerprint,
  })
}

/** The same fields and the same file bytes give the same fingerprint; the token does not count. */
function fingerprintOf(body: FormBody): string {
  const hash = createHash('sha256')
  const names = Object.keys(body.fields)
    .filter((name) => name !== CAPTCHA_FIELD)
    .sort()
  hash.update(JSON.stringify(names.map((name) => [name, body.fields[name]])))
  for (const file of body.files) hash.update(`\n${file.sha256}`)
  return hash.digest('hex')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
