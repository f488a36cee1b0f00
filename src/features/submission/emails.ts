/**
 * The two mails an application sends once it is stored: a confirmation to the applicant (and
 * the guardian of a minor) that says what happens next, and a notification to the chosen
 * office, with Reply-To set to the applicant. Sent through Payload's mail adapter: SMTP when
 * SMTP_URL is set, else .eml files in the outbox folder.
 */
import type { Payload } from 'payload'

import { sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'

export type ApplicationMail = {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly guardianEmail: string | null
  readonly office: { readonly name: string; readonly email: string } | null
  readonly summary: readonly (readonly [label: string, value: string])[]
  readonly photoCount: number
}

export async function sendApplicationMails(payload: Payload, mail: ApplicationMail): Promise<void> {
  const officeName = mail.office?.name ?? 'Roster'
  const sends: Parameters<typeof sendMails>[2][number][] = [
    {
      to: mail.email,
      ...(mail.guardianEmail ? { cc: mail.guardianEmail } : {}),
      subject: 'We received your application',
      text: [
        `Dear ${mail.name},`,
        '',
        `Thank you for applying to Roster ${officeName}. We have your details and ${mail.photoCount} photos.`,
        '',
        'What happens next: our scouts review every application. If we would like to meet you, we reply within two weeks by email. If you do not hear from us, we have not been able to take you on this time.',
        '',
        `Applications we decline are deleted with their photos after ${env.submission.retentionDays} days. Applying is free: we never ask for money.`,
        '',
        'Roster',
      ].join('\n'),
    },
  ]
  if (mail.office) {
    sends.push({
      to: mail.office.email,
      replyTo: mail.email,
      subject: `New application: ${mail.name}`,
      text: [
        `A new application for ${officeName}.`,
        '',
        ...mail.summary.map(([label, value]) => `${label}: ${value}`),
        `Photos: ${mail.photoCount}`,
        '',
        `Open it in the admin: ${env.siteUrl}/admin/collections/submissions/${mail.id}`,
      ].join('\n'),
    })
  }
  await sendMails(payload, `Application ${mail.id}`, sends)
}
