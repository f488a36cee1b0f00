/**
 * A real SMTP peer for the end-to-end server, on loopback: every message it is given is written
 * to `{dir}/{time}-{n}.json` as `{from, to, raw}`, where tests read it (tests/e2e/support/mail.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

export function startSmtpStandIn(port, dir) {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        const name = `${Date.now()}-${String(++count).padStart(5, '0')}.json`
        writeFileSync(path.join(dir, name), JSON.stringify(mail))
        done()
      })
    },
  })
  server.listen(port, '127.0.0.1')
  return server
}
