'use client'

import { useState } from 'react'

import { useUnits } from '@/features/books/units.client'
import { useVisitorStore } from '@/features/shell/visitor-store'

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
  const link = `${window.location.origin}${sharePath(list)}`
  return (
    <section aria-labelledby="shortlist-share" className={styles.actions}>
      <h2 id="shortlist-share">Share, print or download</h2>
      <label className={styles.share}>
        <span>Link to this shortlist</span>
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
          Copy link
        </button>
        <a href={sharePath(list)}>Open the shared page</a>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        <a href={`${SHORTLIST_PATH}/pdf${talentsQuery(list)}&units=${units}`} download>
          Download PDF
        </a>
        <button type="button" onClick={clearShortlist}>
          Clear shortlist
        </button>
      </div>
      <p role="status" className={styles.copied}>
        {copied ? 'Link copied.' : ''}
      </p>
    </section>
  )
}
