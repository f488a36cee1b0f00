/**
 * Forms a visitor may send twice (a lost answer, a double click) are stored under the
 * Idempotency-Key the browser made for them, with a fingerprint of what was sent: a retry gets the
 * stored id back, a different form under a used key is a conflict. The key is unique in its
 * collection, so two instances racing with one key store it once.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import type { FormEndpoint } from './endpoint'

/** The collections that keep their forms' keys (an `idempotencyKey` and a `fingerprint` field). */
export type KeyedCollection = 'submissions' | 'inquiries'

export type StoreOutcome =
  | { readonly kind: 'created'; readonly id: number }
  | { readonly kind: 'replayed'; readonly id: number }
  | { readonly kind: 'conflict' }

/** The record stored earlier under this key: the same one again, or another (conflict). */
export async function findByKey(
  payload: Payload,
  collection: KeyedCollection,
  idempotencyKey: string,
  fingerprint: string,
): Promise<StoreOutcome | null> {
  const { docs } = await payload.find({
    collection,
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

/** 201 {id} for a stored form, 422 saying so for a conflict. */
export function outcomeAnswer(outcome: StoreOutcome, conflict: string): Response {
  if (outcome.kind === 'conflict') {
    return Response.json({ errors: { form: [conflict] } }, { status: 422 })
  }
  return Response.json({ id: outcome.id }, { status: 201 })
}

/** The form pipeline's idempotency for a collection that keeps its keys. */
export function keysIn(
  payload: Payload,
  collection: KeyedCollection,
  conflict: (locale: Locale) => string,
): NonNullable<FormEndpoint<never, never>['idempotency']> {
  return {
    replay: async (key, fingerprint, locale) => {
      const earlier = await findByKey(payload, collection, key, fingerprint)
      return earlier && outcomeAnswer(earlier, conflict(locale))
    },
  }
}
