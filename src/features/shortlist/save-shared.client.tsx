'use client'

import Link from 'next/link'
import { useState } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'

import { SHORTLIST_PATH } from './constants'
import styles from './shortlist-page.module.css'

/** On a shared list: copies its talents into the receiver's own shortlist, as many as fit. */
export function SaveShared({ slugs }: { slugs: readonly string[] }) {
  const mergeIntoShortlist = useVisitorStore((state) => state.mergeIntoShortlist)
  const [saved, setSaved] = useState(false)
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        onClick={() => {
          mergeIntoShortlist(slugs)
          setSaved(true)
        }}
      >
        Save to my shortlist
      </button>
      {saved && (
        <Link href={SHORTLIST_PATH} prefetch={false}>
          Open my shortlist
        </Link>
      )}
    </div>
  )
}
