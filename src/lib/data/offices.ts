import type { Payload } from 'payload'

import type { Location } from '@/payload-types'

export type Office = Pick<
  Location,
  'id' | 'name' | 'slug' | 'town' | 'email' | 'phone' | 'payments' | 'mailTexts'
>

/**
 * The offices as the form endpoints need them (to offer, check and mail), read afresh for each
 * post: a form is checked against today's offices, never a cached list. Staff-only fields
 * (the offices' mail addresses and mail texts) are read with the endpoint's own access.
 */
export async function getOffices(payload: Payload): Promise<Office[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    select: {
      name: true,
      slug: true,
      town: true,
      email: true,
      phone: true,
      payments: true,
      mailTexts: true,
    },
    sort: 'name',
    limit: 20,
    depth: 0,
    pagination: false,
  })
  return docs
}
