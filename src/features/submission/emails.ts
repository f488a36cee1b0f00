/**
 * The two mails an application sends once it is stored: a confirmation to the applicant (and
 * the guardian of a minor) that says what happens next, and a notification to the chosen
 * office, with Reply-To set to the applicant; in the words the office's staff set
 * (cms/fields/mail-texts.ts), today's when no office was chosen. The confirmation is in the
 * applicant's language, the office's mail in English. Sent through Payload's mail
 * adapter: SMTP when SMTP_URL is set, else .eml files in the outbox folder.
 */
import type { Payload } from 'payload'

import { mailTextFor } from '@/cms/fields/mail-texts'
import type { Office } from '@/lib/data/offices'
import { confirmationText, renderMail } from '@/lib/email/mail-text'
import { sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'
import type { Locale } from '@/lib/i18n/locales'

export type ApplicationMail = {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly guardianEmail: string | null
  /** Read in the applicant's language: its mail texts word their confirmation. */
  readonly office: Pick<Office, 'name' | 'email' | 'mailTexts'> | null
  /** The office's English texts, for its own mail (forms/office-mail-texts.ts). */
  readonly notificationTexts: Office['mailTexts']
  readonly summary: readonly (readonly [label: string, value: string])[]
  readonly photoCount: number
  /** The applicant's language, which their confirmation is written in. */
  readonly locale: Locale
}

export async function sendApplicationMails(payload: Payload, mail: ApplicationMail): Promise<void> {
  const texts = mail.office?.mailTexts
  const values = {
    name: mail.name,
    office: mail.office?.name ?? 'Roster',
    photos: String(mail.photoCount),
    reference: String(mail.id),
  }
  const sends: Parameters<typeof sendMails>[2][number][] = [
    {
      to: mail.email,
      ...(mail.guardianEmail ? { cc: mail.guardianEmail } : {}),
      ...renderMail(confirmationText(texts, 'applicationConfirmation', mail.locale), {
        ...values,
        days: String(env.submission.retentionDays),
      }),
    },
  ]
  if (mail.office) {
    sends.push({
      to: mail.office.email,
      replyTo: mail.email,
      ...renderMail(mailTextFor(mail.notificationTexts, 'applicationNotification'), {
        ...values,
        details: mail.summary.map(([label, value]) => `${label}: ${value}`).join('\n'),
        link: `${env.siteUrl}/admin/collections/submissions/${mail.id}`,
      }),
    })
  }
  await sendMails(payload, `Application ${mail.id}`, sends)
}
