import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { recordOpen } from '@/features/packages/activity'
import { findLink, votesOf } from '@/features/packages/link'
import { PackageGone } from '@/features/packages/package-gone'
import { PackageView } from '@/features/packages/package-view'
import { getShellGlobals } from '@/lib/data/globals'
import { payloadClient } from '@/lib/data/payload'
import { catalogues } from '@/lib/i18n/messages'
import { isLocale } from '@/lib/i18n/locales'

type Props = { params: Promise<{ lang: string; token: string }> }

/** Never indexed (the proxy says so in X-Robots-Tag too); the title names no client. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  const locale = isLocale(lang) ? lang : 'en'
  return {
    title: catalogues[locale].packages.votes,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/**
 * `/p/{token}`: one recipient's package (features/packages). The proxy looked the link up first:
 * it answered a refused guess 429, routed the page to the package's language, and gave an
 * expired or revoked link the status 410; here the same link is read again and shown.
 */
export default async function PackagePage({ params }: Props) {
  const { token } = await params
  const payload = await payloadClient()
  const link = await findLink(payload, token)
  if (link.kind === 'unknown') notFound()
  const { settings } = await getShellGlobals(link.locale)
  if (link.kind === 'gone')
    return (
      <PackageGone
        locale={link.locale}
        settings={settings}
        reason={link.reason}
        contact={link.contact}
      />
    )
  await recordOpen(payload, link.pkg, link.recipient)
  const votes = await votesOf(payload, link.recipient.id)
  return (
    <PackageView
      token={token}
      locale={link.locale}
      settings={settings}
      pkg={link.pkg}
      contact={link.contact}
      answered={Boolean(link.recipient.answeredAt)}
      choices={Object.fromEntries(
        [...votes].map(([talent, vote]) => [
          talent,
          { vote: vote.vote ?? null, comment: vote.comment ?? null },
        ]),
      )}
    />
  )
}
