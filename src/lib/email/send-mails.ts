import type { Payload } from 'payload'

type Mail = Parameters<Payload['sendEmail']>[0]

/**
 * Sends a form's mails (to the office, to the sender) through Payload's mail adapter, each on its
 * own: one that fails is logged as `what`'s ("Message 12") and keeps nothing else from going out.
 */
export async function sendMails(
  payload: Payload,
  what: string,
  mails: readonly Mail[],
): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => payload.sendEmail(mail)))
  for (const result of results) {
    if (result.status === 'rejected') {
      payload.logger.error({ err: result.reason }, `${what}: a mail was not sent`)
    }
  }
}
