import type { PayloadHandler, PayloadRequest } from 'payload'

import { isAgencyStaff } from '@/cms/access'
import { StaffOnly } from '@/cms/hooks/staff-only-rest'
import { confirmationText, renderMail } from '@/lib/email/mail-text'
import { env } from '@/lib/env'
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale } from '@/lib/i18n/locales'

import { advanceState } from './state'
import { officeTexts } from './office-texts'
import { issueToken } from './recipients'
import { packagePath } from './token'

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function staffOnly(req: PayloadRequest): void {
  if (!isAgencyStaff({ req })) throw new StaffOnly()
}

/**
 * `POST /cms/api/packages/{id}/send` `{recipient}`: mails one recipient their link, in the
 * package's language and the words of its office's "Package: the link to a client" mail text.
 * Each send makes a new token (only its hash is kept), so sending again replaces the link the
 * recipient had: the last mail's works. A revoked recipient or an expired package is refused.
 */
export const sendPackage: PayloadHandler = async (req) => {
  staffOnly(req)
  const id = Number(req.routeParams?.id)
  const recipientId = numberOf((await bodyOf(req)).recipient)
  const { payload } = req
  const pkg = await payload.findByID({
    collection: 'packages',
    id,
    depth: 1,
    req,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!pkg || recipientId === null)
    return Response.json({ message: 'No such package or recipient' }, { status: 404 })
  const recipient = await payload.findByID({
    collection: 'package-recipients',
    id: recipientId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const packageOf =
    recipient && (typeof recipient.package === 'object' ? recipient.package.id : recipient.package)
  if (!recipient || packageOf !== pkg.id)
    return Response.json({ message: 'No such recipient' }, { status: 404 })
  if (recipient.revoked || pkg.state === 'revoked')
    return Response.json({ message: 'This recipient’s link is revoked.' }, { status: 409 })
  if (Date.parse(pkg.expiresAt) <= Date.now())
    return Response.json(
      { message: 'The package has expired: set a later expiry first.' },
      { status: 409 },
    )
  const locale = isLocale(pkg.language) ? pkg.language : DEFAULT_LOCALE
  const token = await issueToken(payload, recipient.id, req)
  const booker = typeof pkg.booker === 'object' && pkg.booker ? pkg.booker : null
  const office = typeof pkg.location === 'object' ? pkg.location : null
  const text = confirmationText(await officeTexts(payload, pkg, locale), 'packageLink', locale)
  await payload.sendEmail({
    to: recipient.email,
    ...(booker?.email ? { replyTo: booker.email } : {}),
    ...renderMail(text, {
      name: recipient.name,
      office: office?.name ?? '',
      package: pkg.title,
      booker: booker?.name || booker?.email || office?.name || '',
      expires: new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long' }).format(
        new Date(pkg.expiresAt),
      ),
      link: `${env.siteUrl}${packagePath(token)}`,
    }),
  })
  await payload.update({
    collection: 'package-recipients',
    id: recipient.id,
    data: { sentAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
  await advanceState(payload, pkg, 'sent')
  return Response.json({ message: `Sent to ${recipient.email}.` })
}

/**
 * `POST /cms/api/packages/{id}/revoke`: every link of the package stops working (410), for good.
 * One recipient's alone: their Revoked box.
 */
export const revokePackage: PayloadHandler = async (req) => {
  staffOnly(req)
  const id = Number(req.routeParams?.id)
  const pkg = await req.payload.findByID({
    collection: 'packages',
    id,
    depth: 0,
    req,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!pkg) return Response.json({ message: 'No such package' }, { status: 404 })
  await req.payload.update({
    collection: 'packages',
    id,
    data: { state: 'revoked' },
    overrideAccess: true,
    req,
  })
  await req.payload.update({
    collection: 'package-recipients',
    where: { package: { equals: id } },
    data: { revoked: true },
    overrideAccess: true,
    req,
  })
  return Response.json({ message: 'Every link of this package is revoked.' })
}
