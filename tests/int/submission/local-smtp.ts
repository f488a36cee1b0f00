import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/** A real SMTP peer on 127.0.0.1 that keeps every message it is given. */
export type ReceivedMail = { from: string; to: string[]; raw: string }

export type LocalSmtp = {
  readonly url: string
  readonly mails: ReceivedMail[]
  readonly close: () => Promise<void>
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A header of a raw message, unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

/** The Subject header as a mail client shows it, its RFC 2047 encoded words decoded. */
export function decodedSubject(raw: string): string {
  return (header(raw, 'Subject') ?? '').replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  )
}

/**
 * The decoded text of each part of a raw message by its media type ("text/plain", "text/html"),
 * through nested multiparts; quoted-printable and base64 bodies are decoded as UTF-8.
 */
export function mailParts(raw: string): Record<string, string> {
  const split = /\r?\n\r?\n/.exec(raw)
  const body = split ? raw.slice(split.index + split[0].length) : ''
  const contentType = header(raw, 'Content-Type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary) {
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
    return { [mediaType]: decodeBody(body, header(raw, 'Content-Transfer-Encoding')) }
  }
  const parts = body.split(`--${boundary}`).slice(1, -1)
  return Object.assign({}, ...parts.map((part) => mailParts(part.replace(/^\r?\n/, ''))))
}

function decodeBody(body: string, encoding = '7bit'): string {
  const content = body.replace(/\r?\n$/, '')
  const decoded =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(content, 'base64').toString('utf8')
      : encoding.toLowerCase() === 'quoted-printable'
        ? Buffer.from(
            content
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : content
  return decoded.replace(/\r\n/g, '\n')
}
