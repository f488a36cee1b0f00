import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

/**
 * Without SMTP_URL, mail is not dropped: each message is written as an .eml file to the outbox
 * folder (open it with any mail client) and logged.
 */
export function outboxTransport(outboxDir: string): Transport<{ messageId: string; path: string }> {
  return {
    name: 'roster-outbox',
    version: '1',
    send(mail: MailMessage, done) {
      const messageId = mail.message.messageId()
      mail.message.build(async (buildError, raw) => {
        if (buildError) return done(buildError, undefined as never)
        try {
          await mkdir(outboxDir, { recursive: true })
          const file = path.join(
            outboxDir,
            `${Date.now()}-${messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`,
          )
          await writeFile(file, raw, { mode: 0o600 })
          console.info(`[email] no SMTP_URL: wrote "${String(mail.data.subject)}" to ${file}`)
          done(null, { messageId, path: file })
        } catch (error) {
          done(error as Error, undefined as never)
        }
      })
    },
  }
}
