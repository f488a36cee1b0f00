/**
 * Stores an inquiry once per Idempotency-Key (features/forms/stored-keys.ts): a retry after a lost
 * answer gets the stored id back, a different inquiry under a used key is a conflict.
 */
import type { Payload } from 'payload'

import { findByKey, type StoreOutcome } from '@/features/forms/stored-keys'

import type { NewInquiry } from './record'

export async function storeInquiry(
  payload: Payload,
  inquiry: NewInquiry,
  key: { readonly idempotencyKey: string; readonly fingerprint: string },
): Promise<StoreOutcome> {
  const earlier = await findByKey(payload, 'inquiries', key.idempotencyKey, key.fingerprint)
  if (earlier) return earlier
  try {
    const created = await payload.create({ collection: 'inquiries', data: { ...inquiry, ...key } })
    return { kind: 'created', id: created.id }
  } catch (error) {
    // Another request stored the same key first: the unique index refused this one.
    const winner = await findByKey(payload, 'inquiries', key.idempotencyKey, key.fingerprint)
    if (winner) return winner
    throw error
  }
}
