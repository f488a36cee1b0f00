import type { Payload } from 'payload'

import { publicLocationFields, publicMediaFields } from '@/lib/data/payload'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import type { Package, PackageRecipient, PackageVote } from '@/payload-types'

import { refId } from './package-parts'
import { hashToken, isWellFormedToken } from '@/cms/packages/token'

/** Who the client is told to contact: the package's booker, else its office. */
export type Contact = { readonly name: string; readonly email: string | null }

/**
 * What a link (`/p/{token}`) leads to: nothing (an unknown token, 404), a package that no longer
 * opens (expired or revoked, 410, naming whom to contact and nothing else of it), or the package.
 */
export type Link =
  | { readonly kind: 'unknown' }
  | {
      readonly kind: 'gone'
      readonly reason: 'expired' | 'revoked'
      readonly locale: Locale
      readonly contact: Contact
    }
  | {
      readonly kind: 'open'
      readonly locale: Locale
      readonly contact: Contact
      readonly recipient: Pick<PackageRecipient, 'id' | 'name' | 'answeredAt' | 'firstOpenedAt'>
      readonly pkg: Package
    }

/** A package's talents with what the client sees of them (name, measurements, Instagram). */
const talentFields = {
  name: true,
  slug: true,
  measurements: true,
  instagramUrl: true,
  instagramFollowers: true,
} as const

/**
 * Finds a link by the hash of its token: one indexed equality, the same work for a right token
 * as for a wrong one (no comparison of secrets in our code, nothing read before the lookup).
 */
export async function findLink(payload: Payload, token: string, now = Date.now()): Promise<Link> {
  if (!isWellFormedToken(token)) return { kind: 'unknown' }
  const { docs } = await payload.find({
    collection: 'package-recipients',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { package: true, name: true, revoked: true, answeredAt: true, firstOpenedAt: true },
  })
  const recipient = docs[0]
  if (!recipient || typeof recipient.package !== 'number') return { kind: 'unknown' }
  const pkg = await payload.findByID({
    collection: 'packages',
    id: recipient.package,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    joins: false,
    populate: {
      talents: talentFields,
      media: publicMediaFields,
      users: { name: true, email: true },
      locations: { ...publicLocationFields, email: true, phone: true },
    },
  })
  if (!pkg) return { kind: 'unknown' }
  const locale = isLocale(pkg.language) ? pkg.language : DEFAULT_LOCALE
  const contact = contactOf(pkg)
  if (recipient.revoked || pkg.state === 'revoked')
    return { kind: 'gone', reason: 'revoked', locale, contact }
  if (pkg.state === 'expired' || Date.parse(pkg.expiresAt) <= now)
    return { kind: 'gone', reason: 'expired', locale, contact }
  return {
    kind: 'open',
    locale,
    contact,
    recipient: {
      id: recipient.id,
      name: recipient.name,
      answeredAt: recipient.answeredAt ?? null,
      firstOpenedAt: recipient.firstOpenedAt ?? null,
    },
    pkg,
  }
}

function contactOf(pkg: Package): Contact {
  const booker = typeof pkg.booker === 'object' ? pkg.booker : null
  if (booker) return { name: booker.name || booker.email, email: booker.email }
  const office = typeof pkg.location === 'object' ? pkg.location : null
  return { name: office?.name ?? '', email: office?.email ?? null }
}

/** A recipient's votes and comments, by talent id. */
export async function votesOf(
  payload: Payload,
  recipientId: number,
): Promise<Map<number, Pick<PackageVote, 'vote' | 'comment'>>> {
  const { docs } = await payload.find({
    collection: 'package-votes',
    where: { recipient: { equals: recipientId } },
    depth: 0,
    limit: 1000,
    overrideAccess: true,
    select: { talent: true, vote: true, comment: true },
  })
  const votes = new Map<number, Pick<PackageVote, 'vote' | 'comment'>>()
  for (const doc of docs) {
    const talent = refId(doc.talent)
    if (talent !== null) votes.set(talent, { vote: doc.vote ?? null, comment: doc.comment ?? null })
  }
  return votes
}
