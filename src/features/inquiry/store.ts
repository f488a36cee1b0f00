/**
 * Stores an inquiry once per Idempotency-Key: a retry after a lost answer gets the stored id
 * back, a different inquiry under a used key is a conflict. The key is unique in the database,
 * so two instances racing with one key store it once.
 */
import type { Payload } from 'payload'

import type { NewInquiry } from './record'

export type StoreOutcome =
  | { readonly kind: 'created'; readonly id: number }
  | { readonly kind: 'replayed'; readonly id: number }
  | { readonly kind: 'conflict' }

export async function storeInquiry(
  payload: Payload,
  inquiry: NewInquiry,
  key: { readonly idempotencyKey: string; readonly fingerprint: string },
): Promise<StoreOutcome> {
  const earlier = await findInquiryByKey(payload, key.idempotencyKey, key.fingerprint)
  if (earlier) return earlier
  try {
    const created = await payload.create({ collection: 'inquiries', data: { ...inquiry, ...key } })
    return { kind: 'created', id: created.id }
  } catch (error) {
    // Another request stored the same key first: the unique index refused this one.
    const winner = await findInquiryByKey(payload, key.idempotencyKey, key.fingerprint)
    if (winner) return winner
    throw error
  }
}

/** The inquiry stored earlier under this key: the same one again, or another (conflict). */
export async function findInquiryByKey(
  payload: Payload,
  idempotencyKey: string,
  fingerprint: string,
): Promise<StoreOutcome | null> {
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { idempotencyKey: { equals: idempotencyKey } },
    select: { fingerprint: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const [earlier] = docs
  if (!earlier) return null
  return earlier.fingerprint === fingerprint
    ? { kind: 'replayed', id: earlier.id }
    : { kind: 'conflict' }
}
