import { MeasurementsWithUnits } from '@/features/books/units.client'
import { mediaFullUrl } from '@/features/media/media-image'
import type { PublicSettings } from '@/lib/data/globals'
import { formatCount } from '@/lib/format-number'
import { fill } from '@/lib/i18n/format'
import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import type { Package, Talent } from '@/payload-types'

import type { Contact } from './link'
import { pdfUrl } from './package-pdf'
import { pictureUrl } from './pictures'
import styles from './package-view.module.css'
import { PackageVoting, SendSelection, TalentVote } from './voting.client'

type Choice = { vote: 'yes' | 'maybe' | 'no' | null; comment: string | null }

type Props = {
  token: string
  locale: Locale
  settings: PublicSettings
  pkg: Package
  contact: Contact
  answered: boolean
  choices: Record<number, Choice>
}

type ShownTalent = Pick<
  Talent,
  'id' | 'name' | 'measurements' | 'instagramUrl' | 'instagramFollowers'
>

/** A package as its client reads it, in the package's language (the proxy routed it there). */
export function PackageView({ token, locale, settings, pkg, contact, answered, choices }: Props) {
  const text = catalogues[locale].packages
  const logo = settings.website.logo
  const expires = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long' }).format(
    new Date(pkg.expiresAt),
  )
  const rows = (pkg.talents ?? []).filter(
    (row): row is typeof row & { talent: ShownTalent } =>
      typeof row.talent === 'object' && row.talent !== null,
  )
  const votes = pkg.allowVotes !== false
  const content = (
    <ol className={styles.talents}>
      {rows.map((row) => {
        const talent = row.talent
        const handle = instagramHandle(talent.instagramUrl)
        const pictures = (row.pictures ?? []).flatMap((p) => (typeof p === 'object' ? [p.id] : [p]))
        return (
          <li key={talent.id} className={styles.talent} aria-labelledby={`talent-${talent.id}`}>
            <h2 id={`talent-${talent.id}`}>{talent.name}</h2>
            <ul className={styles.pictures} aria-label={fill(text.pictures, { name: talent.name })}>
              {pictures.map((id, index) => {
                const label = fill(text.picture, { name: talent.name, index: index + 1 })
                return (
                  <li key={id}>
                    <a
                      href={pictureUrl(token, id, 1600)}
                      data-gallery={`pkg-${talent.id}`}
                      data-type="image"
                      data-caption={label}
                      data-thumb={pictureUrl(token, id, 640)}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- served through the link, not the image proxy */}
                      <img
                        src={pictureUrl(token, id, 640)}
                        alt={label}
                        loading={index < 2 ? 'eager' : 'lazy'}
                      />
                    </a>
                  </li>
                )
              })}
            </ul>
            <div className={styles.details}>
              {handle && (
                <p>
                  <a href={instagramProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
                    {text.instagram} @{handle}
                  </a>
                  {talent.instagramFollowers
                    ? ` · ${fill(catalogues[locale].talent.followers, { count: formatCount(talent.instagramFollowers, locale) })}`
                    : null}
                </p>
              )}
              {row.showMeasurements !== false && (
                <MeasurementsWithUnits measurements={talent.measurements} />
              )}
              {row.note && (
                <p className={styles.note}>
                  <strong>{text.note}: </strong>
                  {row.note}
                </p>
              )}
              {votes && <TalentVote talent={talent.id} name={talent.name} />}
            </div>
          </li>
        )
      })}
    </ol>
  )
  return (
    <main id="content" className={styles.package}>
      <header className={styles.header}>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the agency's logo, small
          <img src={mediaFullUrl(logo)} alt={settings.website.name} className={styles.logo} />
        ) : (
          <p className={styles.agency}>{settings.website.name}</p>
        )}
        <h1>{fill(text.title, { client: pkg.client.company || pkg.client.name })}</h1>
        <p className={styles.from}>{fill(text.from, { contact: contact.name })}</p>
        {pkg.message && <p className={styles.message}>{pkg.message}</p>}
        <p className={styles.expires}>{fill(text.expiresOn, { date: expires })}</p>
        {pkg.allowDownload && (
          <p>
            <a href={pdfUrl(token)} download>
              {text.downloadPackagePdf}
            </a>
          </p>
        )}
      </header>
      {votes ? (
        <PackageVoting token={token} texts={text} initial={choices}>
          {content}
          <SendSelection contact={contact.name} answered={answered} />
        </PackageVoting>
      ) : (
        content
      )}
    </main>
  )
}
