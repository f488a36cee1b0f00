/**
 * The two mails an inquiry sends once it is stored: the inquiry to the office, with Reply-To
 * set to the client, and a confirmation to the client listing the talents asked about; in the
 * words the office's staff set (cms/fields/mail-texts.ts), the confirmation in the client's
 * language (the inquiry's `locale`) with links to the talents' pages in it, the office's mail in
 * English. The confirmation offers none of the
 * client's words (anyone can type anyone's address into a form); the talents' names and
 * addresses are the agency's own. Sent through Payload's mail adapter: SMTP when SMTP_URL is
 * set, else .eml files in the outbox.
 */
import type { Payload } from 'payload'

import { mailTextFor } from '@/cms/fields/mail-texts'
import type { Office } from '@/lib/data/offices'
import { confirmationText, renderMail } from '@/lib/email/mail-text'
import { sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/locales'

import type { NewInquiry } from './record'

export type InquiryMail = {
  readonly id: number
  readonly inquiry: NewInquiry
  /** Name and site path (unprefixed, in English) of each talent, in the client's order. */
  readonly talents: readonly { readonly name: string; readonly path: string }[]
  /** The public origin the talents' paths are on. */
  readonly siteUrl: string
  /** Read in the client's language: its mail texts word their confirmation. */
  readonly office: Pick<Office, 'name' | 'email' | 'phone' | 'mailTexts'>
  /** The office's English texts, for its own mail (forms/office-mail-texts.ts). */
  readonly notificationTexts: Office['mailTexts']
}

export async function sendInquiryMails(payload: Payload, mail: InquiryMail): Promise<void> {
  const { inquiry, office, talents } = mail
  const talentLines = (locale: Locale) =>
    talents
      .map(
        (talent, index) =>
          `${index + 1}. ${talent.name}: ${mail.siteUrl}${localizedPath(talent.path, locale)}`,
      )
      .join('\n')
  const shared = { office: office.name, reference: String(mail.id) }
  await sendMails(payload, `Inquiry ${mail.id}`, [
    {
      to: office.email,
      replyTo: inquiry.email,
      ...renderMail(mailTextFor(mail.notificationTexts, 'inquiryNotification'), {
        ...shared,
        talents: talentLines(DEFAULT_LOCALE),
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
      ...renderMail(confirmationText(office.mailTexts, 'inquiryConfirmation', inquiry.locale), {
        ...shared,
        talents: talentLines(inquiry.locale),
        officePhone: office.phone,
      }),
    },
  ])
}
