/**
 * POST /api/_forms/submission: the application form on the shared form pipeline
 * (features/forms/endpoint), which refuses what it must and replays a stored Idempotency-Key.
 * What is the application's own is here: the adult's or the minor's schema, the photos
 * re-encoded (422 for one that is not a photo), one transaction, then the mails; or 503 when it
 * cannot be stored (full disk, database lost) with nothing left behind.
 */
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import type { CaptchaSettings } from '@/features/captcha/verify'
import {
  handleForm,
  type AcceptedForm,
  type FormDeps,
  type FormEndpoint,
} from '@/features/forms/endpoint'
import { notificationTexts } from '@/features/forms/office-mail-texts'
import { keysIn, outcomeAnswer, type StoreOutcome } from '@/features/forms/stored-keys'
import { invalidFormResponse } from '@/features/forms/validate-form'
import { getOffices, type Office } from '@/lib/data/offices'
import { fill } from '@/lib/i18n/format'
import { catalogues } from '@/lib/i18n/messages'

import { CAPTCHA_ACTION, MAX_FIELDS, MAX_FIELD_BYTES, MAX_PHOTOS, PHOTOS_FIELD } from './constants'
import { sendApplicationMails } from './emails'
import { PhotoError, reencodePhoto } from './photos'
import { applicationRecord } from './record'
import { schemaFor, submissionSchemas, type SubmissionSchema } from './schema'
import { storeSubmission, type StoreHooks } from './store'

export type SubmissionLimits = {
  readonly maxPhotoBytes: number
  readonly maxBodyBytes: number
  readonly maxPhotoPixels: number
}

export type SubmissionDeps = Omit<FormDeps, 'maxBodyBytes'> & {
  readonly captcha: CaptchaSettings
  readonly limits: SubmissionLimits
  readonly hooks?: StoreHooks
  /** Tests wait for the mails; the server answers first. */
  readonly awaitMails?: boolean
}

type Context = { readonly offices: Office[]; readonly minor: boolean }

const STORE_RETRY_AFTER_S = 300

export function handleSubmission(request: Request, deps: SubmissionDeps): Promise<Response> {
  return handleForm(request, applicationForm(deps), {
    ...deps,
    maxBodyBytes: deps.limits.maxBodyBytes,
  })
}

function applicationForm(deps: SubmissionDeps): FormEndpoint<SubmissionSchema, Context> {
  const { payload } = deps
  return {
    noun: { one: 'application', many: 'applications' },
    files: {
      fileField: PHOTOS_FIELD,
      maxFiles: MAX_PHOTOS,
      maxFileBytes: deps.limits.maxPhotoBytes,
      maxFieldBytes: MAX_FIELD_BYTES,
      maxFields: MAX_FIELDS,
    },
    honeypot: true,
    captcha: { action: CAPTCHA_ACTION, settings: deps.captcha },
    idempotency: keysIn(payload, 'submissions', (locale) => catalogues[locale].submission.conflict),
    async schema(fields, locale) {
      const offices = await getOffices(locale, payload)
      const schemas = submissionSchemas(
        offices.map((office) => ({ label: office.name, value: office.slug })),
        catalogues[locale],
        deps.limits.maxPhotoBytes,
      )
      const schema = schemaFor(schemas, fields)
      return { schema, context: { offices, minor: schema === schemas.minor } }
    },
    accept: (form) => storeApplication(payload, form, deps),
  }
}

async function storeApplication(
  payload: Payload,
  form: AcceptedForm<SubmissionSchema, Context>,
  deps: SubmissionDeps,
): Promise<Response> {
  const { values, context, body, address, locale } = form
  const text = catalogues[locale].submission
  const encoded: Buffer[] = []
  for (const file of body.files) {
    try {
      encoded.push(await reencodePhoto(await readFile(file.path), deps.limits.maxPhotoPixels))
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error
      const name = displayName(file.name) ?? text.aPhoto
      const message = fill(text[error.problem], { name, megapixels: error.megapixels ?? '' })
      return invalidFormResponse({ errors: { [PHOTOS_FIELD]: [message] } })
    }
  }

  const office = context.offices.find((candidate) => candidate.slug === values.location) ?? null
  const record = applicationRecord(values, context.minor, office?.id ?? null, locale)
  let outcome: StoreOutcome
  try {
    outcome = await storeSubmission(
      payload,
      {
        idempotencyKey: form.idempotencyKey,
        fingerprint: form.fingerprint,
        data: record.data,
        photos: encoded,
      },
      deps.hooks,
    )
  } catch (error) {
    // A full disk or a lost database: storeSubmission rolled back and removed its files.
    payload.logger.error({ err: error, msg: `Application from ${address} could not be stored` })
    return Response.json(
      { message: text.storeFailed },
      { status: 503, headers: { 'Retry-After': String(STORE_RETRY_AFTER_S) } },
    )
  }
  if (outcome.kind === 'created') {
    const mails = sendApplicationMails(payload, {
      id: outcome.id,
      name: record.data.name,
      email: record.data.email,
      guardianEmail: record.guardianEmail,
      office,
      notificationTexts: office ? await notificationTexts(payload, office, locale) : undefined,
      summary: record.summary,
      photoCount: encoded.length,
      locale,
    })
    if (deps.awaitMails) await mails
    else void mails
  }
  return outcomeAnswer(outcome, text.conflict)
}

/** The photo's file name as its messages quote it; null when nothing printable is left. */
function displayName(name: string): string | null {
  const clean = name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80)
  return clean ? `“${clean}”` : null
}
