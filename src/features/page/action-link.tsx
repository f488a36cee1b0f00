import Link from 'next/link'

import { siteHref } from '@/features/navigation/site-href'
import { requestLocale } from '@/lib/i18n/server'

import styles from './action-link.module.css'

type LinkData = { label?: string | null; url?: string | null } | null | undefined

/**
 * A block's call-to-action: internal paths navigate in the app, in the page's language; external
 * ones open a new tab.
 */
export async function ActionLink({ link }: { link: LinkData }) {
  if (!link?.url || !link.label) return null
  if (/^https?:\/\//.test(link.url)) {
    return (
      <a href={link.url} className={styles.action} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    )
  }
  return (
    <Link
      href={siteHref(link.url, await requestLocale())}
      className={styles.action}
      prefetch={false}
    >
      {link.label}
    </Link>
  )
}
