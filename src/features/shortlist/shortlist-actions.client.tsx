'use client'

import { useState } from 'react'

import { useUnits } from '@/features/books/units-choice.client'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { SHORTLIST_PATH } from './constants'
import styles from './shortlist-page.module.css'
import { sharePath, talentsQuery, type Shortlist } from './shortlist'

/**
 * What the visitor can do with their list: share it by link (the talents' slugs and nothing
 * else), print it, download it as a PDF package, or clear it.
 */
export function ShortlistActions({ list }: { list: Shortlist }) {
  const units = useUnits()
  const clearShortlist = useVisitorStore((state) => state.clearShortlist)
  const [copied, setCopied] = useState(false)
  const { shortlist } = useMessages()
  const locale = useLocale()
  const sharedPage = localizedPath(sharePath(list), locale)
  const link = `${window.location.origin}${sharedPage}`
  return (
    <section aria-labelledby="shortlist-share" className={styles.actions}>
      <h2 id="shortlist-share">{shortlist.shareHeading}</h2>
      <label className={styles.share}>
        <span>{shortlist.shareLink}</span>
        <input type="url" readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
      <div className={styles.buttons}>
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {shortlist.copyLink}
        </button>
        <a href={sharedPage}>{shortlist.openShared}</a>
        <button type="button" onClick={() => window.print()}>
          {shortlist.print}
        </button>
        <a
          href={localizedPath(`${SHORTLIST_PATH}/pdf${talentsQuery(list)}&units=${units}`, locale)}
          download
        >
          {shortlist.downloadPdf}
        </a>
        <button type="button" onClick={() => clearShortlist(shortlist)}>
          {shortlist.clear}
        </button>
      </div>
      <p role="status" className={styles.copied}>
        {copied ? shortlist.copied : ''}
      </p>
    </section>
  )
}
