/**
 * The two mails an inquiry sends once it is stored: the inquiry to the office, with Reply-To
 * set to the client, and a confirmation to the client listing the talents asked about. The
 * confirmation repeats none of the client's words (anyone can type anyone's address into a
 * form); the talents' names and addresses are the agency's own. Sent through Payload's mail
 * adapter: SMTP when SMTP_URL is set, else .eml files in the outbox.
 */
import type { Payload } from 'payload'

import { confirmationFooter, sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'

import type { NewInquiry } from './record'

export type InquiryMail = {
  readonly id: number
  readonly inquiry: NewInquiry
  /** Name and public address of each talent, in the client's order. */
  readonly talents: readonly { readonly name: string; readonly url: string }[]
  readonly office: { readonly name: string; readonly email: string; readonly phone: string }
}

export async function sendInquiryMails(payload: Payload, mail: InquiryMail): Promise<void> {
  const { inquiry, office, talents } = mail
  const talentLines = talents.map((talent, index) => `${index + 1}. ${talent.name}: ${talent.url}`)
  await sendMails(payload, `Inquiry ${mail.id}`, [
    {
      to: office.email,
      replyTo: inquiry.email,
      subject: `Shortlist inquiry from ${inquiry.name}, ${inquiry.company} (${talents.length} talents)`,
      text: [
        `An inquiry for Roster ${office.name}, sent from a client's shortlist.`,
        '',
        `Name: ${inquiry.name}`,
        `Company: ${inquiry.company}`,
        `Email: ${inquiry.email}`,
        ...(inquiry.phone ? [`Phone: ${inquiry.phone}`] : []),
        `Dates or period: ${inquiry.dates}`,
        `Usage and territory: ${inquiry.usage}`,
        '',
        'Talents:',
        ...talentLines,
        ...(inquiry.message ? ['', inquiry.message] : []),
        '',
        `Reply to this mail to answer. Move it on in the admin: ${env.siteUrl}/admin/collections/inquiries/${mail.id}`,
      ].join('\n'),
    },
    {
      to: inquiry.email,
      subject: 'We received your shortlist inquiry',
      text: [
        'Hello,',
        '',
        `Thank you for your inquiry to Roster ${office.name}. Our bookers have it and reply by email within one working day. You asked about:`,
        '',
        ...talentLines,
        '',
        ...confirmationFooter(office.phone),
      ].join('\n'),
    },
  ])
}
