/**
 * The two mails an inquiry sends once it is stored: the inquiry to the office, with Reply-To
 * set to the client, and a confirmation to the client listing the talents asked about; in the
 * words the office's staff set (cms/fields/mail-texts.ts). The confirmation offers none of the
 * client's words (anyone can type anyone's address into a form); the talents' names and
 * addresses are the agency's own. Sent through Payload's mail adapter: SMTP when SMTP_URL is
 * set, else .eml files in the outbox.
 */
import type { Payload } from 'payload'

import { mailTextFor } from '@/cms/fields/mail-texts'
import type { Office } from '@/lib/data/offices'
import { renderMail } from '@/lib/email/mail-text'
import { sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'

import type { NewInquiry } from './record'

export type InquiryMail = {
  readonly id: number
  readonly inquiry: NewInquiry
  /** Name and public address of each talent, in the client's order. */
  readonly talents: readonly { readonly name: string; readonly url: string }[]
  readonly office: Pick<Office, 'name' | 'email' | 'phone' | 'mailTexts'>
}

export async function sendInquiryMails(payload: Payload, mail: InquiryMail): Promise<void> {
  const { inquiry, office, talents } = mail
  const shared = {
    office: office.name,
    talents: talents
      .map((talent, index) => `${index + 1}. ${talent.name}: ${talent.url}`)
      .join('\n'),
    reference: String(mail.id),
  }
  await sendMails(payload, `Inquiry ${mail.id}`, [
    {
      to: office.email,
      replyTo: inquiry.email,
      ...renderMail(mailTextFor(office.mailTexts, 'inquiryNotification'), {
        ...shared,
        name: inquiry.name,
        company: inquiry.company,
        email: inquiry.email,
        phone: inquiry.phone ?? '',
        dates: inquiry.dates,
        usage: inquiry.usage,
        count: String(talents.length),
        message: inquiry.message ?? '',
        link: `${env.siteUrl}/admin/collections/inquiries/${mail.id}`,
      }),
    },
    {
      to: inquiry.email,
      ...renderMail(mailTextFor(office.mailTexts, 'inquiryConfirmation'), {
        ...shared,
        officePhone: office.phone,
      }),
    },
  ])
}
