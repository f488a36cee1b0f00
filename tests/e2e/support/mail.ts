import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { E2E_DATA_DIR } from './server-env'

export { decodedSubject, header, mailParts } from '../../int/submission/local-smtp'

/** A message the end-to-end server handed to its SMTP peer (support/smtp-stand-in.mjs). */
export type ReceivedMail = { from: string; to: string[]; raw: string; text: string }

const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail')

/** Every message received so far, oldest first, with its text decoded for reading. */
export function receivedMails(): ReceivedMail[] {
  let names: string[]
  try {
    names = readdirSync(MAIL_DIR).sort()
  } catch {
    return []
  }
  return names.map((name) => {
    const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, name), 'utf8')) as Omit<
      ReceivedMail,
      'text'
    >
    return { ...mail, text: decodeQuotedPrintable(mail.raw) }
  })
}

/** The messages sent to `address`. */
export const mailsTo = (address: string): ReceivedMail[] =>
  receivedMails().filter((mail) => mail.to.includes(address))

// Nodemailer wraps long lines of text as quoted-printable: join them and decode the escapes.
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
