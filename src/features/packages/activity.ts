import type { Payload } from 'payload'

import { advanceState } from '@/cms/packages/state'
import { VOTES, type Vote } from '@/cms/collections/packages/package-votes'
import type { Package } from '@/payload-types'

import { talentIdsOf } from './package-parts'

/** The longest comment a client may leave on one talent, and the longest message with a selection. */
export const MAX_COMMENT_LENGTH = 2000

/** The recipient opened their link: first and last opened. */
export async function recordOpen(
  payload: Payload,
  pkg: Pick<Package, 'id' | 'state'>,
  recipient: { id: number; firstOpenedAt?: string | null },
  now = new Date(),
) {
  const at = now.toISOString()
  await payload.update({
    collection: 'package-recipients',
    id: recipient.id,
    data: { lastOpenedAt: at, ...(recipient.firstOpenedAt ? {} : { firstOpenedAt: at }) },
    overrideAccess: true,
  })
  await advanceState(payload, pkg, 'viewed')
}

/** The recipient opened a talent's pictures in the lightbox; refused for a talent not in the package. */
export async function recordTalentOpened(
  payload: Payload,
  pkg: Pick<Package, 'talents'>,
  recipientId: number,
  talentId: number,
): Promise<boolean> {
  if (!talentIdsOf(pkg).includes(talentId)) return false
  const recipient = await payload.findByID({
    collection: 'package-recipients',
    id: recipientId,
    depth: 0,
    overrideAccess: true,
    select: { openedTalents: true },
  })
  const opened = (recipient.openedTalents ?? []).map((t) => (typeof t === 'object' ? t.id : t))
  if (!opened.includes(talentId)) {
    await payload.update({
      collection: 'package-recipients',
      id: recipientId,
      data: { openedTalents: [...opened, talentId] },
      overrideAccess: true,
    })
  }
  return true
}

export type VoteInput = { talent: number; vote: Vote | null; comment: string | null }

/** Reads a vote as the client's page sends it; null for anything else. */
export function parseVote(body: unknown): VoteInput | null {
  if (!body || typeof body !== 'object') return null
  const { talent, vote, comment } = body as Record<string, unknown>
  if (typeof talent !== 'number' || !Number.isInteger(talent)) return null
  if (vote !== null && vote !== undefined && !VOTES.includes(vote as Vote)) return null
  if (comment !== null && comment !== undefined && typeof comment !== 'string') return null
  if (typeof comment === 'string' && comment.length > MAX_COMMENT_LENGTH) return null
  return {
    talent,
    vote: (vote as Vote | undefined) ?? null,
    comment: typeof comment === 'string' && comment.trim() ? comment.trim() : null,
  }
}

/** Stores the recipient's vote and comment on one talent of their package (one row per talent). */
export async function saveVote(
  payload: Payload,
  pkg: Pick<Package, 'id'>,
  recipientId: number,
  input: VoteInput,
): Promise<void> {
  const key = `${recipientId}:${input.talent}`
  const data = { vote: input.vote, comment: input.comment }
  const { docs } = await payload.find({
    collection: 'package-votes',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { key: true },
  })
  if (docs[0]) {
    await payload.update({
      collection: 'package-votes',
      id: docs[0].id,
      data,
      overrideAccess: true,
    })
    return
  }
  await payload.create({
    collection: 'package-votes',
    data: { key, package: pkg.id, recipient: recipientId, talent: input.talent, ...data },
    overrideAccess: true,
  })
}

/** "3 yes, 1 maybe": the counts of each vote given, in the order yes, maybe, no. */
export function countVotes(votes: Iterable<{ vote?: Vote | null }>): Record<Vote, number> {
  const counts: Record<Vote, number> = { yes: 0, maybe: 0, no: 0 }
  for (const { vote } of votes) if (vote) counts[vote]++
  return counts
}
