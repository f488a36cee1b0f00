import Link from 'next/link'

import { PrivacyChoicesButton } from '@/features/analytics/lazy.client'
import { FaqButton } from '@/features/faq/faq-popup.client'
import { LanguageList } from '@/features/languages/language-switch'
import shell from '@/features/shell/shell.module.css'
import { siteHref } from '@/features/navigation/site-href'
import { TownLinks } from '@/features/towns/town-controls.client'
import type { TownPages } from '@/features/towns/town-pages'
import type { PublicFooter, PublicSettings } from '@/lib/data/globals'
import type { PageRequest } from '@/lib/i18n/server'
import { instagramHandle } from '@/lib/instagram'
import { isMeasurementId } from '@/lib/security/site-features'

import styles from './site-footer.module.css'

type SiteFooterProps = {
  footer: PublicFooter
  settings: PublicSettings
  towns: TownPages[]
  page: PageRequest
}

export function SiteFooter({ footer, settings, towns, page }: SiteFooterProps) {
  const { messages, locale } = page
  return (
    <footer className={styles.footer}>
      <div className={styles.about}>
        <p className={styles.brand}>{settings.website.name}</p>
        {footer.text && <p>{footer.text}</p>}
      </div>
      <ul className={styles.links} aria-label={messages.shell.yourOffice}>
        <TownLinks towns={towns} className={shell.control} />
        <li>
          <FaqButton className={shell.control} />
        </li>
        {/* Without analytics there is nothing to choose, so no banner and no button. */}
        {isMeasurementId(settings.website.google_analytics_code) && (
          <li>
            <PrivacyChoicesButton className={shell.control} />
          </li>
        )}
      </ul>
      <LanguageList page={page} className={styles.links} linkClassName={shell.control} />
      {footer.links.length > 0 && (
        <nav aria-label={messages.shell.footerNavigation}>
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
        <ul className={styles.links} aria-label={messages.shell.socialMedia}>
          {settings.social.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <SocialLabel {...link} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {footer.copyright && <p className={styles.copyright}>{footer.copyright}</p>}
    </footer>
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
