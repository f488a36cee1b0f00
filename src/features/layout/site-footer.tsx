import Link from 'next/link'

import type { PublicFooter, PublicSettings } from '@/lib/data/globals'

import styles from './site-footer.module.css'

export function SiteFooter({
  footer,
  settings,
}: {
  footer: PublicFooter
  settings: PublicSettings
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.about}>
        <p className={styles.brand}>{settings.website.name}</p>
        {footer.text && <p>{footer.text}</p>}
      </div>
      {footer.links.length > 0 && (
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {footer.links.map((link) => (
              <li key={link.slug}>
                <Link href={link.slug} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {settings.social.length > 0 && (
        <ul className={styles.links} aria-label="Social media">
          {settings.social.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.platform}
              </a>
            </li>
          ))}
        </ul>
      )}
      {footer.copyright && <p className={styles.copyright}>{footer.copyright}</p>}
    </footer>
  )
}
