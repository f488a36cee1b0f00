import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'
import type { Location } from '@/payload-types'

export type Office = Pick<
  Location,
  'id' | 'name' | 'slug' | 'town' | 'email' | 'phone' | 'payments' | 'mailTexts'
>

/**
 * The offices as the form endpoints need them (to offer, check and mail), read afresh for each
 * post: a form is checked against today's offices, never a cached list. Staff-only fields
 * (the offices' mail addresses and mail texts) are read with the endpoint's own access.
 *
 * The language is the visitor's, and the mail texts are that language's own, without falling
 * back to English: a text staff have not written in it is empty, and the mail uses the built-in
 * text of the visitor's language (fields/mail-texts.ts) rather than the office's English words.
 */
export async function getOffices(locale: Locale, payload: Payload): Promise<Office[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    locale,
    fallbackLocale: false,
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
