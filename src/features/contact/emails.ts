/**
 * The two mails a message sends once it is stored: the message itself to the office, with
 * Reply-To set to the visitor so staff answer with one click, and a short confirmation to the
 * visitor, in the words the office's staff set (cms/fields/mail-texts.ts says which values each
 * mail may carry). The confirmation is in the visitor's language (the message's `locale`); the
 * office's mail stays in English, the office's language. Sent through Payload's mail adapter: SMTP when SMTP_URL is set, else .eml
 * files in the outbox.
 */
import type { Payload } from 'payload'

import { mailTextFor } from '@/cms/fields/mail-texts'
import { confirmationText, renderMail } from '@/lib/email/mail-text'
import { sendMails } from '@/lib/email/send-mails'
import type { Office } from '@/lib/data/offices'
import { env } from '@/lib/env'

import type { NewMessage } from './record'

export type MessageMail = {
  readonly id: number
  readonly message: NewMessage
  /** Read in the visitor's language: its mail texts word their confirmation. */
  readonly office: Pick<Office, 'name' | 'email' | 'phone' | 'mailTexts'>
  /** The office's English texts, for its own mail (forms/office-mail-texts.ts). */
  readonly notificationTexts: Office['mailTexts']
}

export async function sendMessageMails(payload: Payload, mail: MessageMail): Promise<void> {
  const { message, office } = mail
  const reference = String(mail.id)
  await sendMails(payload, `Message ${mail.id}`, [
    {
      to: office.email,
      replyTo: message.email,
      ...renderMail(mailTextFor(mail.notificationTexts, 'contactNotification'), {
        office: office.name,
        name: message.name,
        email: message.email,
        phone: message.phone ?? '',
        subject: message.subject,
        message: message.message,
        reference,
        link: `${env.siteUrl}/admin/collections/messages/${mail.id}`,
      }),
    },
    {
      to: message.email,
      ...renderMail(confirmationText(office.mailTexts, 'contactConfirmation', message.locale), {
        office: office.name,
        officePhone: office.phone,
        reference,
      }),
    },
  ])
}
