import type { Payload } from 'payload'

import { mailTextFor } from '@/cms/fields/mail-texts'
import { renderMail } from '@/lib/email/mail-text'
import { sendMails } from '@/lib/email/send-mails'
import { env } from '@/lib/env'
import type { Package } from '@/payload-types'

import { advanceState } from '@/cms/packages/state'

import { countVotes, MAX_COMMENT_LENGTH } from './activity'
import type { Contact } from './link'
import { votesOf } from './link'
import { officeTexts } from '@/cms/packages/office-texts'

/** "3 yes, 1 maybe" (in English, for staff): the votes given, none left out but zeros. */
export function summaryInEnglish(counts: Record<'yes' | 'maybe' | 'no', number>): string {
  const parts = (['yes', 'maybe', 'no'] as const)
    .filter((vote) => counts[vote] > 0)
    .map((vote) => `${counts[vote]} ${vote}`)
  return parts.length > 0 ? parts.join(', ') : 'no votes'
}

/** Reads the optional message sent with a selection; undefined when the body is not one. */
export function parseAnswer(body: unknown): { message: string | null } | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { message } = body as Record<string, unknown>
  if (message === undefined || message === null) return { message: null }
  if (typeof message !== 'string' || message.length > MAX_COMMENT_LENGTH) return undefined
  return { message: message.trim() || null }
}

/**
 * "Send my selection": the recipient's answer is recorded, the package is answered, and the
 * booker hears of it twice, as a message in the inbox (which the dashboard's "What waits" counts)
 * and by mail, through the same mailer as the forms'.
 */
export async function sendSelection(
  payload: Payload,
  pkg: Package,
  recipient: { id: number; name: string },
  contact: Contact,
  message: string | null,
  now = new Date(),
): Promise<void> {
  const stored = await payload.update({
    collection: 'package-recipients',
    id: recipient.id,
    data: { answeredAt: now.toISOString(), answerMessage: message },
    overrideAccess: true,
    depth: 0,
  })
  await advanceState(payload, pkg, 'answered')
  const votes = await votesOf(payload, recipient.id)
  const names = new Map(
    (pkg.talents ?? []).flatMap((row) =>
      typeof row.talent === 'object' && row.talent ? [[row.talent.id, row.talent.name]] : [],
    ),
  )
  const voteLines = [...votes]
    .filter(([, vote]) => vote.vote || vote.comment)
    .map(([talent, vote]) =>
      [`${names.get(talent) ?? talent}: ${vote.vote ?? '-'}`, vote.comment]
        .filter(Boolean)
        .join(' · '),
    )
    .join('\n')
  const summary = summaryInEnglish(countVotes(votes.values()))
  const office = typeof pkg.location === 'object' ? pkg.location : null
  const entry = await payload.create({
    collection: 'messages',
    data: {
      status: 'new',
      location: office?.id ?? (pkg.location as number),
      name: recipient.name,
      email: stored.email,
      subject: `Package selection: ${pkg.title} (${summary})`,
      message: [voteLines, message].filter(Boolean).join('\n\n') || summary,
      locale: pkg.language,
    },
    overrideAccess: true,
  })
  // The booker goes from the package to this entry (the recipient's "Selection" in the admin).
  await payload.update({
    collection: 'package-recipients',
    id: recipient.id,
    data: { answerEntry: entry.id },
    overrideAccess: true,
    depth: 0,
  })
  const to = contact.email ?? office?.email
  if (!to) return
  await sendMails(payload, `Package ${pkg.id} selection`, [
    {
      to,
      replyTo: stored.email,
      ...renderMail(mailTextFor(await officeTexts(payload, pkg), 'packageSelection'), {
        office: office?.name ?? '',
        name: recipient.name,
        email: stored.email,
        package: pkg.title,
        summary,
        votes: voteLines,
        message: message ?? '',
        link: `${env.siteUrl}/admin/collections/packages/${pkg.id}`,
      }),
    },
  ])
}
