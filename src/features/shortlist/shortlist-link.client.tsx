'use client'

import Link from 'next/link'
import { useEffect } from 'react'

import shell from '@/features/shell/shell.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { fill, plural } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { NOTICE_SHOWN_MS, SHORTLIST_PATH } from './constants'
import styles from './shortlist.module.css'

/**
 * The header's shortlist: a link to /shortlist with the count, and the live region that says
 * "Added to shortlist (3)" when a toggle anywhere on the page changes the list. The server
 * renders no count (the list lives in the browser); it appears once the store is restored.
 */
export function ShortlistLink({ className }: { className?: string }) {
  const count = useVisitorStore((state) => state.shortlist?.length ?? 0)
  const notice = useVisitorStore((state) => state.shortlistNotice)
  const announce = useVisitorStore((state) => state.announce)
  const { shortlist } = useMessages()
  const locale = useLocale()

  // The words stay in view a few seconds; the live region has said them by then.
  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => announce(''), NOTICE_SHOWN_MS)
    return () => window.clearTimeout(timer)
  }, [notice, announce])

  return (
    <>
      <Link
        href={localizedPath(SHORTLIST_PATH, locale)}
        className={className}
        prefetch={false}
        aria-label={
          count > 0 ? fill(plural(locale, count, shortlist.linkWithCount), { count }) : undefined
        }
      >
        {shortlist.label}
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
      <p role="status" className={notice ? styles.notice : shell.visuallyHidden}>
        {notice}
      </p>
    </>
  )
}
