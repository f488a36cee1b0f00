/**
 * POST /api/_forms/inquiry: a client's shortlist sent to the agency, on the shared form pipeline
 * (features/forms/endpoint), which refuses what it must and replays a stored Idempotency-Key.
 * What is the inquiry's own is here: the talents (422 when none is shown any more), the office it
 * goes to (the town chosen in the header, else the office most of the talents belong to), the
 * stored inquiry, then its mails.
 */
import { TOWN_CODES } from '@/cms/fields/towns'
import type { CaptchaSettings } from '@/features/captcha/verify'
import {
  handleForm,
  type AcceptedForm,
  type FormDeps,
  type FormEndpoint,
} from '@/features/forms/endpoint'
import { notificationTexts } from '@/features/forms/office-mail-texts'
import { keysIn, outcomeAnswer } from '@/features/forms/stored-keys'
import { invalidFormResponse } from '@/features/forms/validate-form'
import { parseShortlist } from '@/features/shortlist/shortlist'
import { getOffices } from '@/lib/data/offices'
import { catalogues } from '@/lib/i18n/messages'

import { CAPTCHA_ACTION, TALENTS_FIELD, TOWN_FIELD } from './constants'
import { sendInquiryMails } from './emails'
import { inquiryRecord } from './record'
import { inquirySchema, type InquirySchema } from './schema'
import { storeInquiry } from './store'
import { inquiryTalents, mostTalentsOffice } from './talents'

export type InquiryDeps = FormDeps & {
  readonly captcha: CaptchaSettings
  /** Tests wait for the mails; the server answers first. */
  readonly awaitMails?: boolean
}

export function handleInquiry(request: Request, deps: InquiryDeps): Promise<Response> {
  return handleForm(request, inquiryForm(deps), deps)
}

function inquiryForm(deps: InquiryDeps): FormEndpoint<InquirySchema, null> {
  return {
    noun: { one: 'inquiry', many: 'inquiries' },
    honeypot: true,
    captcha: { action: CAPTCHA_ACTION, settings: deps.captcha },
    idempotency: keysIn(deps.payload, 'inquiries', (locale) => catalogues[locale].inquiry.conflict),
    schema: async (_fields, locale) => ({
      schema: inquirySchema(catalogues[locale]),
      context: null,
    }),
    accept: (form) => storeAndMail(form, deps),
  }
}

async function storeAndMail(
  { values, locale, body, idempotencyKey, fingerprint }: AcceptedForm<InquirySchema, null>,
  deps: InquiryDeps,
): Promise<Response> {
  const { payload } = deps
  const talents = await inquiryTalents(payload, parseShortlist(body.fields[TALENTS_FIELD]))
  if (talents.length === 0) {
    const none = catalogues[locale].inquiry.noTalents
    return invalidFormResponse({ errors: { [TALENTS_FIELD]: [none] } })
  }
  const offices = await getOffices(locale, payload)
  const town = TOWN_CODES.find((candidate) => candidate === body.fields[TOWN_FIELD])
  const officeId = mostTalentsOffice(talents)
  const office =
    offices.find((candidate) => town && candidate.town === town) ??
    offices.find((candidate) => candidate.id === officeId) ??
    offices[0] ??
    null

  const inquiry = inquiryRecord(
    values,
    talents.map((talent) => talent.id),
    office?.id ?? null,
    locale,
  )
  const outcome = await storeInquiry(payload, inquiry, { idempotencyKey, fingerprint })
  if (outcome.kind === 'created' && office) {
    const mails = sendInquiryMails(payload, {
      id: outcome.id,
      inquiry,
      talents: talents.map((talent) => ({ name: talent.name, path: talent.path })),
      siteUrl: deps.siteUrl,
      office,
      notificationTexts: await notificationTexts(payload, office, locale),
    })
    if (deps.awaitMails) await mails
    else void mails
  }
  return outcomeAnswer(outcome, catalogues[locale].inquiry.conflict)
}
