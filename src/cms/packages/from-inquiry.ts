import type { PayloadHandler } from 'payload'

import { isAgencyStaff } from '@/cms/access'
import { StaffOnly } from '@/cms/hooks/staff-only-rest'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

import { defaultExpiry } from './expiry'

/**
 * `POST /cms/api/packages/from-inquiry` `{inquiry}`: a visitor's shortlist inquiry (issue 17)
 * becomes a draft package for the same client, with its talents in the client's order (each
 * with the first six portfolio pictures), in the client's language, and the client as its one
 * recipient, not yet sent. Answers the new package's id.
 */
export const packageFromInquiry: PayloadHandler = async (req) => {
  if (!isAgencyStaff({ req })) throw new StaffOnly()
  const body = ((await req.json?.().catch(() => null)) ?? {}) as { inquiry?: unknown }
  const id = typeof body.inquiry === 'number' ? body.inquiry : NaN
  const inquiry = Number.isInteger(id)
    ? await req.payload.findByID({
        collection: 'inquiries',
        id,
        depth: 0,
        req,
        disableErrors: true,
      })
    : null
  if (!inquiry) return Response.json({ message: 'No such inquiry' }, { status: 404 })
  const office =
    inquiry.location ??
    (await req.payload.find({ collection: 'locations', limit: 1, depth: 0, req })).docs[0]?.id
  if (!office) return Response.json({ message: 'No office to send it from' }, { status: 409 })
  const talents = (inquiry.talents ?? []).map((talent) =>
    typeof talent === 'object' ? talent.id : talent,
  )
  const pkg = await req.payload.create({
    collection: 'packages',
    data: {
      title: `${inquiry.company}: ${inquiry.dates}`,
      state: 'draft',
      location: typeof office === 'object' ? office.id : office,
      client: { name: inquiry.name, company: inquiry.company },
      language: isLocale(inquiry.locale) ? inquiry.locale : DEFAULT_LOCALE,
      expiresAt: defaultExpiry(),
      talents: talents.map((talent) => ({ talent })),
    },
    req,
  })
  await req.payload.create({
    collection: 'package-recipients',
    data: { package: pkg.id, name: inquiry.name, email: inquiry.email },
    req,
  })
  return Response.json(
    { id: pkg.id, message: 'Draft package made from the inquiry.' },
    { status: 201 },
  )
}
