/**
 * The two mails a message sends once it is stored: the message itself to the office, with
 * Reply-To set to the visitor so staff answer with one click, and a short confirmation to the
 * visitor. The confirmation repeats none of the visitor's words: anyone can type anyone's
 * address into a form, and the agency's mail must not carry a stranger's text to it. Sent
 * through Payload's mail adapter: SMTP when SMTP_URL is set, else .eml files in the outbox.
 */
import type { Payload } from 'payload'

import { confirmationFooter, sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'

import type { NewMessage } from './record'

export type MessageMail = {
  readonly id: number
  readonly message: NewMessage
  readonly office: { readonly name: string; readonly email: string; readonly phone: string }
}

export async function sendMessageMails(payload: Payload, mail: MessageMail): Promise<void> {
  const { message, office } = mail
  await sendMails(payload, `Message ${mail.id}`, [
    {
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
    },
    {
      to: message.email,
      subject: 'We received your message',
      text: [
        'Hello,',
        '',
        `Thank you for writing to Roster ${office.name}. Your message has reached our team, and we reply by email within two working days.`,
        '',
        ...confirmationFooter(office.phone),
      ].join('\n'),
    },
  ])
}
