/**
 * POST /api/_forms/submission: the application form's route, in the order that costs least for
 * what it refuses: origin, declared size (413), rate limit (429), the streamed body (413/400),
 * honeypot (a fake 201), a replay of an idempotency key, the captcha (400), the schema (422),
 * the photos (422), then one transaction and 201 {id}, or 503 when it cannot be stored (full disk,
 * database lost) with nothing left behind. Mails go out after the commit.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import { verifyCaptcha, type CaptchaSettings } from '@/features/captcha/verify'
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/features/forms/constants'
import type { FileLike } from '@/features/forms/schema'
import { invalidFormResponse, validateForm } from '@/features/forms/validate-form'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { crossSiteRefusal, isSameOriginRequest } from '@/lib/http/same-origin'

import {
  CAPTCHA_ACTION,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_FIELDS,
  MAX_FIELD_BYTES,
  MAX_PHOTOS,
  PHOTOS_FIELD,
  STORE_FAILED_MESSAGE,
} from './constants'
import { sendApplicationMails } from './emails'
import { BodyError, readMultipart, type MultipartBody } from './multipart'
import { PhotoError, reencodePhoto } from './photos'
import type { SubmissionRateLimiter } from './rate-limit'
import { applicationRecord } from './record'
import { schemaFor, submissionSchemas } from './schema'
import {
  findByKey,
  isKeyStored,
  storeSubmission,
  type StoreHooks,
  type StoreOutcome,
} from './store'

export type SubmissionLimits = {
  readonly maxPhotoBytes: number
  readonly maxBodyBytes: number
  readonly maxPhotoPixels: number
}

export type SubmissionDeps = {
  readonly payload: Payload
  readonly rateLimit: SubmissionRateLimiter
  readonly limits: SubmissionLimits
  /** Off when its secret is empty (see captchaEnabled). */
  readonly captcha: CaptchaSettings
  /** The public origin (SITE_URL): browsers must post from it; tokens must come from its host. */
  readonly siteUrl: string
  readonly trustedProxies: readonly string[]
  readonly hooks?: StoreHooks
  /** Tests wait for the mails; the server answers first. */
  readonly awaitMails?: boolean
}

const STORE_RETRY_AFTER_S = 300

const refuse = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ message }, { status, headers })

export async function handleSubmission(request: Request, deps: SubmissionDeps): Promise<Response> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl)) return crossSiteRefusal()
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > deps.limits.maxBodyBytes) return refuse(413, 'The application is too large')
  const keyHeader = request.headers.get(IDEMPOTENCY_HEADER)
  if (keyHeader !== null && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader)) {
    return refuse(400, 'Malformed Idempotency-Key')
  }
  const address = clientAddress(request.headers, deps.trustedProxies)
  const replay = keyHeader !== null && (await isKeyStored(deps.payload, keyHeader))
  const rate = await deps.rateLimit(rateLimitKey(address), replay)
  if (!rate.allowed) {
    return refuse(429, 'Too many applications from your address; try again later', {
      'Retry-After': String(rate.retryAfterS),
    })
  }
  let body: MultipartBody
  try {
    body = await readMultipart(request, {
      maxFileBytes: deps.limits.maxPhotoBytes,
      maxBodyBytes: deps.limits.maxBodyBytes,
      maxFiles: MAX_PHOTOS,
      maxFieldBytes: MAX_FIELD_BYTES,
      maxFields: MAX_FIELDS,
      fileField: PHOTOS_FIELD,
    })
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, error.message)
    throw error
  }
  try {
    const key = keyHeader ?? randomUUID()
    return await oneAtATime(key, () => apply(body, key, address, new URL(deps.siteUrl), deps))
  } finally {
    await body.cleanup()
  }
}

async function apply(
  body: MultipartBody,
  key: string,
  address: string,
  site: URL,
  deps: SubmissionDeps,
): Promise<Response> {
  const { payload } = deps
  if (body.fields[HONEYPOT_FIELD]) {
    payload.logger.info(`Application from ${address} filled the honeypot: not stored`)
    return Response.json({ id: randomInt(1_000, 1_000_000) }, { status: 201 })
  }
  const fingerprint = fingerprintOf(body)
  const earlier = await findByKey(payload, key, fingerprint)
  if (earlier) return answer(earlier)

  if (deps.captcha.secretKey) {
    const verdict = await verifyCaptcha(
      body.fields[CAPTCHA_FIELD] ?? '',
      { action: CAPTCHA_ACTION, hostname: site.hostname, remoteIp: address },
      deps.captcha,
    )
    if (!verdict.ok) {
      payload.logger.info(`Application from ${address} failed the captcha: ${verdict.reason}`)
      return refuse(400, 'The captcha check failed. Reload the page and try again.')
    }
  }

  const offices = await payload.find({
    collection: 'locations',
    select: { name: true, slug: true, email: true },
    sort: 'name',
    limit: 20,
    depth: 0,
    pagination: false,
  })
  const schemas = submissionSchemas(
    offices.docs.map((office) => ({ label: office.name, value: office.slug })),
  )
  const schema = schemaFor(schemas, body.fields)
  const photos: FileLike[] = body.files.map((file) => ({
    name: file.name,
    size: file.size,
    type: '',
  }))
  const result = await validateForm(schema, { ...body.fields, [PHOTOS_FIELD]: photos })
  if (!result.valid) return invalidFormResponse(result)

  const encoded: Buffer[] = []
  for (const file of body.files) {
    try {
      encoded.push(
        await reencodePhoto(
          await readFile(file.path),
          displayName(file.name),
          deps.limits.maxPhotoPixels,
        ),
      )
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error
      return invalidFormResponse({ errors: { [PHOTOS_FIELD]: [error.message] } })
    }
  }

  const office = offices.docs.find((candidate) => candidate.slug === result.values.location) ?? null
  const record = applicationRecord(result.values, schema === schemas.minor, office?.id ?? null)
  let outcome: StoreOutcome
  try {
    outcome = await storeSubmission(
      payload,
      { idempotencyKey: key, fingerprint, data: record.data, photos: encoded },
      deps.hooks,
    )
  } catch (error) {
    // A full disk or a lost database: storeSubmission rolled back and removed its files.
    payload.logger.error({ err: error, msg: `Application from ${address} could not be stored` })
    return refuse(503, STORE_FAILED_MESSAGE, { 'Retry-After': String(STORE_RETRY_AFTER_S) })
  }
  if (outcome.kind === 'created') {
    const mails = sendApplicationMails(payload, {
      id: outcome.id,
      name: record.data.name,
      email: record.data.email,
      guardianEmail: record.guardianEmail,
      office: office ? { name: office.name, email: office.email } : null,
      summary: record.summary,
      photoCount: encoded.length,
    })
    if (deps.awaitMails) await mails
    else void mails
  }
  return answer(outcome)
}

function answer(outcome: StoreOutcome): Response {
  if (outcome.kind === 'conflict') {
    return Response.json(
      {
        errors: {
          form: [
            'This application was already sent with other details. Reload the page to send a new one.',
          ],
        },
      },
      { status: 422 },
    )
  }
  return Response.json({ id: outcome.id }, { status: 201 })
}

/** The same fields and the same photo bytes give the same fingerprint; the token does not count. */
function fingerprintOf(body: MultipartBody): string {
  const hash = createHash('sha256')
  const names = Object.keys(body.fields)
    .filter((name) => name !== CAPTCHA_FIELD)
    .sort()
  hash.update(JSON.stringify(names.map((name) => [name, body.fields[name]])))
  for (const file of body.files) hash.update(`\n${file.sha256}`)
  return hash.digest('hex')
}

function displayName(name: string): string {
  const clean = name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80)
  return clean ? `“${clean}”` : 'A photo'
}

// Requests with one key run one after another in this process, so a burst of retries stores
// once and the rest replay it; across processes the unique index does the same.
const inFlight = new Map<string, Promise<unknown>>()

async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = inFlight.get(key) ?? Promise.resolve()
  const run = before.then(task, task)
  const settled = run.catch(() => undefined)
  inFlight.set(key, settled)
  try {
    return await run
  } finally {
    if (inFlight.get(key) === settled) inFlight.delete(key)
  }
}
