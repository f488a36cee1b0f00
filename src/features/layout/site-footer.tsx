import Link from 'next/link'
import { Fragment } from 'react'

import { PrivacyChoicesButton } from '@/features/analytics/lazy.client'
import { LanguageList } from '@/features/languages/language-switch'
import { addressLines } from '@/features/locations/address'
import { mailtoHref, telHref } from '@/features/locations/links'
import shell from '@/features/shell/shell.module.css'
import { siteHref } from '@/features/navigation/site-href'
import type { TownPages } from '@/features/towns/town-pages'
import type { PublicLocation } from '@/lib/data/agency'
import type { PublicFooter, PublicSettings } from '@/lib/data/globals'
import { localizedPath } from '@/lib/i18n/locales'
import type { PageRequest } from '@/lib/i18n/server'
import { instagramHandle } from '@/lib/instagram'
import { isMeasurementId } from '@/lib/security/site-features'

import styles from './site-footer.module.css'

type SiteFooterProps = {
  footer: PublicFooter
  settings: PublicSettings
  locations: PublicLocation[]
  towns: TownPages[]
  page: PageRequest
}

/**
 * The site's footer, in headed columns, each link once: the agency, its offices with their
 * addresses, phones, emails and pages, the footer's own links (the footer global) and the social
 * profiles; then the copyright, the languages and, with analytics on, the privacy choices.
 */
export function SiteFooter({ footer, settings, locations, towns, page }: SiteFooterProps) {
  const { messages, locale } = page
  const text = messages.footer
  return (
    <footer className={styles.footer}>
      <div className={styles.about}>
        <p className={styles.brand}>{settings.website.name}</p>
        {footer.text && <p>{footer.text}</p>}
      </div>
      {towns.length > 0 && (
        <section className={`${styles.column} ${styles.offices}`} aria-labelledby="footer-offices">
          <h2 id="footer-offices" className={styles.heading}>
            {text.offices}
          </h2>
          {towns.map((pages) => (
            <Office
              key={pages.town}
              pages={pages}
              location={locations.find((location) => location.town === pages.town)}
              page={page}
            />
          ))}
        </section>
      )}
      {footer.links.length > 0 && (
        <nav className={styles.column} aria-labelledby="footer-agency">
          <h2 id="footer-agency" className={styles.heading}>
            {text.agency}
          </h2>
          <ul className={styles.links}>
            {footer.links.map((link) => (
              <li key={link.slug}>
                <Link href={siteHref(link.slug, locale)} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {settings.social.length > 0 && (
        <section className={styles.column} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {text.follow}
          </h2>
          <ul className={styles.links} aria-label={messages.shell.socialMedia}>
            {settings.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <SocialLabel {...link} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.end}>
        {footer.copyright && <p className={styles.copyright}>{footer.copyright}</p>}
        <LanguageList page={page} className={styles.inline} linkClassName={shell.control} />
        {/* Without analytics there is nothing to choose, so no banner and no button. */}
        {isMeasurementId(settings.website.google_analytics_code) && (
          <PrivacyChoicesButton className={shell.control} />
        )}
      </div>
    </footer>
  )
}

/** One office: its name, where and how to reach it, and its contact and payment pages. */
function Office({
  pages,
  location,
  page,
}: {
  pages: TownPages
  location: PublicLocation | undefined
  page: PageRequest
}) {
  const { messages, locale } = page
  const links = [
    { label: messages.shell.contact, href: pages.contact },
    { label: messages.shell.payments, href: pages.payment },
  ]
  return (
    <div className={styles.office}>
      <h3 className={styles.officeName}>{pages.name}</h3>
      {location && (
        <address className={styles.address}>
          {addressLines(location).map((line) => (
            <Fragment key={line}>
              {line}
              <br />
            </Fragment>
          ))}
          <a href={telHref(location.phone)}>{location.phone}</a>
          <br />
          <a href={mailtoHref(location.email)}>{location.email}</a>
        </address>
      )}
      <ul className={styles.links}>
        {links.map(({ label, href }) => (
          <li key={href}>
            <Link href={localizedPath(href, locale)} prefetch={false}>
              {label}
              <span className={shell.visuallyHidden}> {pages.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** An Instagram profile shows its handle, as talents' do (the spec's profile pattern); others their platform. */
function SocialLabel({ platform, url }: { platform: string; url: string }) {
  const handle = instagramHandle(url)
  if (!handle) return platform
  return (
    <>
      <span className={shell.visuallyHidden}>{platform} </span>
      <span className={styles.handle}>@{handle}</span>
    </>
  )
}
