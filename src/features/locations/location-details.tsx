import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { MediaImage } from '@/features/media/media-image'
import { JsonLd } from '@/features/page/json-ld'
import type { PublicLocation } from '@/lib/data/agency'
import { asPublicMedia, mediaVersion } from '@/lib/data/media'
import { env } from '@/lib/env'
import { fill } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { getMessages, requestLocale } from '@/lib/i18n/server'
import { locationPagePath } from '@/lib/paths'

import { addressLines } from './address'
import { mailtoHref, telHref } from './links'
import styles from './locations.module.css'
import { OpeningHours } from './opening-hours-table'
import { localBusinessStructuredData } from './structured-data'

type Props = {
  readonly location: PublicLocation
  readonly siteName: string
  /** The mission text first, as on the mission pages. */
  readonly showMission: boolean
  /** Address, phone, email, hours and map; without them, a link to the contact page. */
  readonly showDetails: boolean
  /** The moment "today" is worked out from: the request's. */
  readonly now: Date
}

/** One office as visitors see it, with its schema.org LocalBusiness description. */
export async function LocationDetails({
  location,
  siteName,
  showMission,
  showDetails,
  now,
}: Props) {
  const locale = await requestLocale()
  const text = (await getMessages()).locations
  const headingId = `location-${location.slug}`
  const [street, city] = addressLines(location)
  const map = asPublicMedia(location.map)
  const mapImage = map?.filename
    ? proxyImageUrl(mediaPath(map.filename), { width: 1200, version: mediaVersion(map) })
    : null
  return (
    <section className={styles.location} aria-labelledby={headingId}>
      <h2 id={headingId}>{location.name}</h2>
      {showMission && location.mission ? (
        <RichText data={location.mission} className={styles.mission} />
      ) : null}
      {showDetails ? (
        <div className={styles.details}>
          <div className={styles.contact}>
            <address className={styles.address}>
              {street}
              <br />
              {city}
            </address>
            <dl className={styles.lines}>
              <div>
                <dt>{text.phone}</dt>
                <dd>
                  <a href={telHref(location.phone)}>{location.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{text.email}</dt>
                <dd>
                  <a href={mailtoHref(location.email)}>{location.email}</a>
                </dd>
              </div>
            </dl>
          </div>
          <OpeningHours
            hours={location.hours}
            note={location.hoursNote}
            timeZone={location.timeZone}
            now={now}
            locale={locale}
            text={text}
          />
          {map || location.mapUrl ? (
            <figure className={styles.map}>
              {map ? (
                <MediaImage
                  media={map}
                  sizes="(min-width: 64rem) 30vw, 100vw"
                  alt={map.alt || fill(text.mapAlt, { name: location.name })}
                />
              ) : null}
              {location.mapUrl ? (
                <figcaption>
                  <a href={location.mapUrl} target="_blank" rel="noopener noreferrer">
                    {text.openMap}
                    <span className={styles.visuallyHidden}>
                      {' '}
                      {fill(text.openMapDetail, { name: location.name })}
                    </span>
                  </a>
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
      ) : (
        <p className={styles.more}>
          <Link
            href={localizedPath(locationPagePath(location.slug, 'contact'), locale)}
            prefetch={false}
          >
            {fill(text.contact, { name: location.name })}
          </Link>
        </p>
      )}
      <JsonLd
        data={localBusinessStructuredData(location, {
          siteName,
          siteUrl: env.siteUrl,
          imagePath: mapImage,
        })}
      />
    </section>
  )
}
