import { Button } from '@payloadcms/ui'
import type { TextareaFieldServerProps } from 'payload'

/**
 * A message as its sender wrote it: read-only text, line breaks kept (Payload's read-only
 * textarea is grey on grey, one line high), with Reply opening a mail to the sender under the
 * message's subject.
 */
export function MessageTextField({
  data,
  value,
}: Pick<TextareaFieldServerProps, 'data' | 'value'>) {
  const text = typeof value === 'string' ? value : ''
  const email = typeof data?.email === 'string' ? data.email : ''
  const subject = typeof data?.subject === 'string' ? data.subject : ''
  return (
    <section aria-label="Message" className="field-type">
      <h3 className="field-label">Message</h3>
      <p style={{ whiteSpace: 'pre-wrap', margin: '0 0 1rem', lineHeight: 1.6 }}>{text}</p>
      {email ? (
        <Button el="anchor" url={replyLink(email, subject)} buttonStyle="secondary" size="medium">
          Reply
        </Button>
      ) : null}
    </section>
  )
}

/** `mailto:` to the sender, the subject prefixed "Re:" once. */
export function replyLink(email: string, subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(reply)}`
}
