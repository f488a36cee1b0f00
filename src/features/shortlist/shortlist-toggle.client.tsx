'use client'

import { useVisitorStore } from '@/features/shell/visitor-store'
import { fill } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/messages-context.client'

import styles from './shortlist.module.css'

type ShortlistToggleProps = {
  slug: string
  name: string
  /**
   * `card`: a star over a book card; `inline`: star and "Shortlist", or "In shortlist" once
   * added (the talent page);
   * `named`: star and "Shortlist {name}" (search, where the talent is not otherwise in view).
   */
  variant: 'card' | 'inline' | 'named'
}

/**
 * Adds a talent to the visitor's shortlist or takes it off. The server renders it unpressed for
 * everyone (cached pages); the store restores the list from localStorage after hydration, and the
 * header's live region says what changed.
 */
export function ShortlistToggle({ slug, name, variant }: ShortlistToggleProps) {
  const listed = useVisitorStore((state) => state.shortlist?.includes(slug) ?? false)
  const toggleShortlist = useVisitorStore((state) => state.toggleShortlist)
  const { shortlist } = useMessages()
  const label = fill(shortlist.toggle, { name })
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={label}
      className={styles[`${variant}Toggle`]}
      onClick={() => toggleShortlist(slug, shortlist)}
    >
      <Star filled={listed} />
      {variant === 'inline' && <span>{listed ? shortlist.listed : shortlist.label}</span>}
      {variant === 'named' && <span>{label}</span>}
    </button>
  )
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.star}>
      <path
        d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}
