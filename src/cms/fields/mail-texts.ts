/**
 * The mails the forms send, whose words staff edit per location: for each kind, what it is, the
 * placeholders it fills in, and today's text, which a new location starts with and an empty
 * field falls back to (so a location saved before mail texts existed sends the same mails). A
 * confirmation's is the English catalogue's (lib/i18n/messages): each language has its own.
 * The contact and inquiry confirmations offer none of the sender's own words: anyone can type
 * anyone's address into a form, and the agency's mail must not carry a stranger's text to it
 * (the application's greets the applicant by name, as it always has).
 */
import type { MailText } from '@/lib/email/mail-text'
import { en } from '@/lib/i18n/messages/en'
import type { Location } from '@/payload-types'

export type MailKind = {
  readonly label: string
  readonly to: string
  /** Each placeholder with what it stands for, as staff read it in the admin. */
  readonly placeholders: Readonly<Record<string, string>>
  readonly text: MailText
}

const OFFICE = { office: 'the office’s name' }
const OFFICE_PHONE = { officePhone: 'the office’s phone' }
const adminLink = (what: string) => ({ link: `the ${what} in the admin` })

export const MAIL_KINDS = {
  contactConfirmation: {
    label: 'Contact form: confirmation',
    to: 'the visitor who wrote',
    placeholders: { ...OFFICE, ...OFFICE_PHONE, reference: 'the message’s number' },
    text: en.mail.contactConfirmation,
  },
  contactNotification: {
    label: 'Contact form: message to the office',
    to: 'the office (Reply-To is the visitor)',
    placeholders: {
      ...OFFICE,
      name: 'the visitor’s name',
      email: 'their email',
      phone: 'their phone (a line with only empty placeholders is left out)',
      subject: 'the subject they chose',
      message: 'their message',
      reference: 'the message’s number',
      ...adminLink('message'),
    },
    text: {
      subject: '{subject}: message from {name}',
      body: [
        'A message for Roster {office}, sent from the contact form.',
        '',
        'Name: {name}',
        'Email: {email}',
        'Phone: {phone}',
        'Subject: {subject}',
        '',
        '{message}',
        '',
        'Reply to this mail to answer. Mark it answered in the admin: {link}',
      ].join('\n'),
    },
  },
  applicationConfirmation: {
    label: 'Application: confirmation',
    to: 'the applicant (and the guardian of a minor, in copy)',
    placeholders: {
      name: 'the applicant’s name',
      ...OFFICE,
      photos: 'how many photos they sent',
      days: 'after how many days a declined application is deleted',
      reference: 'the application’s number',
    },
    text: en.mail.applicationConfirmation,
  },
  applicationNotification: {
    label: 'Application: notification to the office',
    to: 'the office (Reply-To is the applicant)',
    placeholders: {
      name: 'the applicant’s name',
      ...OFFICE,
      details: 'their answers, one a line (name, email, phone, date of birth, town, height…)',
      photos: 'how many photos they sent',
      reference: 'the application’s number',
      ...adminLink('application'),
    },
    text: {
      subject: 'New application: {name}',
      body: [
        'A new application for {office}.',
        '',
        '{details}',
        'Photos: {photos}',
        '',
        'Open it in the admin: {link}',
      ].join('\n'),
    },
  },
  inquiryConfirmation: {
    label: 'Shortlist inquiry: confirmation',
    to: 'the client who sent a shortlist',
    placeholders: {
      ...OFFICE,
      ...OFFICE_PHONE,
      talents: 'the talents asked about, one a line with their page',
      reference: 'the inquiry’s number',
    },
    text: en.mail.inquiryConfirmation,
  },
  inquiryNotification: {
    label: 'Shortlist inquiry: inquiry to the office',
    to: 'the office (Reply-To is the client)',
    placeholders: {
      ...OFFICE,
      name: 'the client’s name',
      company: 'their company',
      email: 'their email',
      phone: 'their phone (a line with only empty placeholders is left out)',
      dates: 'the dates or period',
      usage: 'the usage and territory',
      talents: 'the talents asked about, one a line with their page',
      count: 'how many talents',
      message: 'their message, if any',
      reference: 'the inquiry’s number',
      ...adminLink('inquiry'),
    },
    text: {
      subject: 'Shortlist inquiry from {name}, {company} ({count} talents)',
      body: [
        "An inquiry for Roster {office}, sent from a client's shortlist.",
        '',
        'Name: {name}',
        'Company: {company}',
        'Email: {email}',
        'Phone: {phone}',
        'Dates or period: {dates}',
        'Usage and territory: {usage}',
        '',
        'Talents:',
        '{talents}',
        '',
        '{message}',
        '',
        'Reply to this mail to answer. Move it on in the admin: {link}',
      ].join('\n'),
    },
  },
  packageLink: {
    label: 'Package: the link to a client',
    to: 'each recipient of a package, in the package’s language',
    placeholders: {
      ...OFFICE,
      name: 'the recipient’s name',
      package: 'the package’s title',
      booker: 'the booker who sends it',
      expires: 'the day the link stops working',
      link: 'the recipient’s own link',
    },
    text: en.mail.packageLink,
  },
  packageSelection: {
    label: 'Package: a client’s selection to the booker',
    to: 'the package’s booker (Reply-To is the client)',
    placeholders: {
      ...OFFICE,
      name: 'the client’s name',
      email: 'their email',
      package: 'the package’s title',
      summary: 'their votes counted, such as “3 yes, 1 maybe”',
      votes: 'each talent voted on or commented, one a line',
      message: 'their message, if any',
      ...adminLink('package'),
    },
    text: {
      subject: 'Selection from {name}: {package} ({summary})',
      body: [
        '{name} ({email}) sent their selection of the package "{package}".',
        '',
        '{summary}',
        '',
        '{votes}',
        '',
        '{message}',
        '',
        'See every recipient’s views and votes in the admin: {link}',
      ].join('\n'),
    },
  },
} as const satisfies Record<string, MailKind>

export type MailKindName = keyof typeof MAIL_KINDS

/** The text of one kind of mail for a location: its own words, today's where a field is empty. */
export function mailTextFor(
  saved: Location['mailTexts'] | undefined,
  kind: MailKindName,
): MailText {
  const own = saved?.[kind]
  const fallback = MAIL_KINDS[kind].text
  return {
    subject: own?.subject?.trim() ? own.subject : fallback.subject,
    body: own?.body?.trim() ? own.body : fallback.body,
  }
}
