/**
 * POST /api/_forms/contact: the contact form on the shared form pipeline (features/forms/endpoint),
 * which refuses what it must; what is the contact form's own is here: its schema over today's
 * offices, the stored message, then its mails.
 */
import type { CaptchaSettings } from '@/features/captcha/verify'
import { handleForm, type FormDeps, type FormEndpoint } from '@/features/forms/endpoint'
import { notificationTexts } from '@/features/forms/office-mail-texts'
import { invalidFormResponse } from '@/features/forms/validate-form'
import { getOffices, type Office } from '@/lib/data/offices'
import { subjectIn } from '@/features/forms/spanish-names'
import { fill } from '@/lib/i18n/format'
import { catalogues } from '@/lib/i18n/messages'

import { CAPTCHA_ACTION } from './constants'
import { sendMessageMails } from './emails'
import { messageRecord } from './record'
import { contactSchema } from './schema'

export type ContactDeps = FormDeps & {
  readonly captcha: CaptchaSettings
  /** Tests wait for the mails; the server answers first. */
  readonly awaitMails?: boolean
}

function contactForm({
  payload,
  captcha,
  awaitMails,
}: ContactDeps): FormEndpoint<ReturnType<typeof contactSchema>, Office[]> {
  return {
    noun: { one: 'message', many: 'messages' },
    honeypot: true,
    captcha: { action: CAPTCHA_ACTION, settings: captcha },
    async schema(_fields, locale) {
      const offices = await getOffices(locale, payload)
      const choices = offices.map((office) => ({ label: office.name, value: office.slug }))
      return { schema: contactSchema(choices, catalogues[locale]), context: offices }
    },
    async accept({ values, context: offices, locale }) {
      const office = offices.find((candidate) => candidate.slug === values.location)
      // The schema's `is` rule names only these offices; one deleted since then is a stale form.
      if (!office) {
        const { forms } = catalogues[locale]
        const stale = fill(forms.notAllowed, { label: subjectIn(locale, forms.office) })
        return invalidFormResponse({ errors: { location: [stale] } })
      }
      const message = messageRecord(values, office.id, locale)
      const created = await payload.create({ collection: 'messages', data: message })
      const mails = sendMessageMails(payload, {
        id: created.id,
        message,
        office,
        notificationTexts: await notificationTexts(payload, office, locale),
      })
      if (awaitMails) await mails
      else void mails
      return Response.json({ id: created.id }, { status: 201 })
    },
  }
}

export function handleContact(request: Request, deps: ContactDeps): Promise<Response> {
  return handleForm(request, contactForm(deps), deps)
}
