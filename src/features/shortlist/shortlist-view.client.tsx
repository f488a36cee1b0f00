'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'
import type { ShortlistTalent } from '@/lib/data/types'

import { ComparisonTable } from './comparison-table.client'
import styles from './comparison.module.css'
import { ShortlistActions } from './shortlist-actions.client'
import { useShortlistTalents } from './use-shortlist-talents.client'
import { PrintPackage } from './print-package.client'
import printStyles from './print-package.module.css'
import pageStyles from './shortlist-page.module.css'

type Focus = { slug: string; direction: 'earlier' | 'later' }

/**
 * /shortlist: the visitor's own list, which lives in their browser. The server renders the
 * frame for everyone; the talents appear once the store is restored and their cards are read.
 * Talents the site no longer shows leave the list, with a note.
 */
export function ShortlistView({ agency, inquiry }: { agency: string; inquiry: ReactNode }) {
  // Null until the shell has read the visitor's list from storage.
  const stored = useVisitorStore((state) => state.shortlist)
  const list = stored ?? []
  const moveInShortlist = useVisitorStore((state) => state.moveInShortlist)
  const toggleShortlist = useVisitorStore((state) => state.toggleShortlist)
  const announce = useVisitorStore((state) => state.announce)
  const dropFromShortlist = useVisitorStore((state) => state.dropFromShortlist)
  const { known, failed } = useShortlistTalents(stored)
  // Talents the site no longer shows leave the list; the note says how many went.
  const gone = [...known.values()].filter((talent) => talent === null).length
  const missing = list.filter((slug) => known.get(slug) === null).join(',')
  useEffect(() => {
    if (missing) dropFromShortlist(missing.split(','))
  }, [missing, dropFromShortlist])

  const talents = list
    .map((slug) => known.get(slug))
    .filter((talent): talent is ShortlistTalent => Boolean(talent))
  const loading = stored === null || (talents.length < list.length && !failed)

  const focus = useRef<Focus | null>(null)
  useEffect(() => {
    const wanted = focus.current
    if (!wanted) return
    focus.current = null
    const button = (direction: string) =>
      document.getElementById(`move-${wanted.slug}-${direction}`) as HTMLButtonElement | null
    const target = button(wanted.direction)
    const other = button(wanted.direction === 'earlier' ? 'later' : 'earlier')
    ;(target && !target.disabled ? target : other)?.focus()
  })

  /** Moves a talent to where the talent at `index` of the table is (the store may hold more). */
  const moveTo = (talent: ShortlistTalent, index: number, direction?: Focus['direction']) => {
    const target = talents[index]
    if (!target || target.slug === talent.slug) return
    if (direction) focus.current = { slug: talent.slug, direction }
    moveInShortlist(list.indexOf(talent.slug), list.indexOf(target.slug))
    announce(`${talent.name} moved to position ${index + 1} of ${talents.length}`)
  }

  return (
    <div className={`${printStyles.page} ${pageStyles.shortlist}`}>
      <h1>Your shortlist</h1>
      {gone > 0 && (
        <p className={styles.note}>
          {gone === 1 ? 'One talent is' : `${gone} talents are`} no longer shown by the agency and{' '}
          {gone === 1 ? 'was' : 'were'} taken off your shortlist.
        </p>
      )}
      {failed && (
        <p className={styles.note}>
          Your shortlist could not be loaded. Reload the page to try again.
        </p>
      )}
      {loading ? (
        <p role="status">Loading your shortlist…</p>
      ) : talents.length === 0 ? (
        <p>
          Your shortlist is empty. Add talents with the star on a book’s cards, on a talent’s page
          or in search; they stay in this browser for your next visit.
        </p>
      ) : (
        <>
          <ComparisonTable
            talents={talents}
            caption={`${talents.length} ${talents.length === 1 ? 'talent' : 'talents'}, side by side`}
            editing={{
              onDrop: (from, to) => moveTo(talents[from]!, to),
              controls: (talent, index) => (
                <span className={styles.controls}>
                  <button
                    type="button"
                    id={`move-${talent.slug}-earlier`}
                    aria-label={`Move ${talent.name} earlier`}
                    disabled={index === 0}
                    onClick={() => moveTo(talent, index - 1, 'earlier')}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    id={`move-${talent.slug}-later`}
                    aria-label={`Move ${talent.name} later`}
                    disabled={index === talents.length - 1}
                    onClick={() => moveTo(talent, index + 1, 'later')}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${talent.name}`}
                    onClick={() => toggleShortlist(talent.slug)}
                  >
                    Remove
                  </button>
                </span>
              ),
            }}
          />
          <ShortlistActions list={list} />
          {inquiry}
        </>
      )}
      <PrintPackage talents={talents} agency={agency} />
    </div>
  )
}
