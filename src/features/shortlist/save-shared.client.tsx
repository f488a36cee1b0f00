'use client'

import Link from 'next/link'
import { useState } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { SHORTLIST_PATH } from './constants'
import styles from './shortlist-page.module.css'

/** On a shared list: copies its talents into the receiver's own shortlist, as many as fit. */
export function SaveShared({ slugs }: { slugs: readonly string[] }) {
  const mergeIntoShortlist = useVisitorStore((state) => state.mergeIntoShortlist)
  const [saved, setSaved] = useState(false)
  const { shortlist } = useMessages()
  const locale = useLocale()
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        onClick={() => {
          mergeIntoShortlist(slugs, shortlist)
          setSaved(true)
        }}
      >
        {shortlist.saveShared}
      </button>
      {saved && (
        <Link href={localizedPath(SHORTLIST_PATH, locale)} prefetch={false}>
          {shortlist.openMine}
        </Link>
      )}
    </div>
  )
}
