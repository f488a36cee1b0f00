/**
 * The two mails a message sends once it is stored: the message itself to the office, with
 * Reply-To set to the visitor so staff answer with one click, and a short confirmation to the
 * visitor. The confirmation repeats none of the visitor's words: anyone can type anyone's
 * address into a form, and the agency's mail must not carry a stranger's text to it. Sent
 * through Payload's mail adapter: SMTP when SMTP_URL is set, else .eml files in the outbox.
 */
import type { Payload } from 'payload'

import { env } from '@/lib/env'

import type { NewMessage } from './record'

export type MessageMail = {
  readonly id: number
  readonly message: NewMessage
  readonly office: { readonly name: string; readonly email: string; readonly phone: string }
}

export async function sendMessageMails(payload: Payload, mail: MessageMail): Promise<void> {
  const { message, office } = mail
  const results = await Promise.allSettled([
    payload.sendEmail({
      to: office.email,
      replyTo: message.email,
      subject: `${message.subject}: message from ${message.name}`,
      text: [
        `A message for Roster ${office.name}, sent from the contact form.`,
        '',
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        ...(message.phone ? [`Phone: ${message.phone}`] : []),
        `Subject: ${message.subject}`,
        '',
        message.message,
        '',
        `Reply to this mail to answer. Mark it answered in the admin: ${env.siteUrl}/admin/collections/messages/${mail.id}`,
      ].join('\n'),
    }),
    payload.sendEmail({
      to: message.email,
      subject: 'We received your message',
      text: [
        'Hello,',
        '',
        `Thank you for writing to Roster ${office.name}. Your message has reached our team, and we reply by email within two working days.`,
        '',
        `Anything urgent? Call us on ${office.phone}.`,
        '',
        'If you did not write to us, ignore this mail: nothing else will follow.',
        '',
        'Roster',
      ].join('\n'),
    }),
  ])
  for (const result of results) {
    if (result.status === 'rejected') {
      payload.logger.error({ err: result.reason }, `Message ${mail.id}: a mail was not sent`)
    }
  }
}
