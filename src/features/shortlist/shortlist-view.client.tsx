'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'
import type { ShortlistTalent } from '@/lib/data/types'
import { fill, plural } from '@/lib/i18n/format'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { ComparisonTable } from './comparison-table.client'
import { INQUIRE_PARAM } from './constants'
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
  const mergeIntoShortlist = useVisitorStore((state) => state.mergeIntoShortlist)
  const { known, failed } = useShortlistTalents(stored)
  const { shortlist } = useMessages()
  const locale = useLocale()
  // Talents the site no longer shows leave the list; the note says how many went.
  const gone = [...known.values()].filter((talent) => talent === null).length
  const missing = list.filter((slug) => known.get(slug) === null).join(',')
  useEffect(() => {
    if (missing) dropFromShortlist(missing.split(','))
  }, [missing, dropFromShortlist])

  // A talent page's "Inquire" (`?inquire={slug}`): once the list is restored, the talent joins
  // it; the inquiry form then takes the visitor to itself.
  const restored = stored !== null
  useEffect(() => {
    const slug = restored && new URLSearchParams(window.location.search).get(INQUIRE_PARAM)
    if (slug) mergeIntoShortlist([slug], shortlist)
  }, [restored, mergeIntoShortlist, shortlist])

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
    announce(
      fill(shortlist.moved, { name: talent.name, position: index + 1, total: talents.length }),
    )
  }

  return (
    <div className={`${printStyles.page} ${pageStyles.shortlist}`}>
      <h1>{shortlist.title}</h1>
      {gone > 0 && (
        <p className={styles.note}>{fill(plural(locale, gone, shortlist.gone), { count: gone })}</p>
      )}
      {failed && <p className={styles.note}>{shortlist.loadFailed}</p>}
      {loading ? (
        <p role="status">{shortlist.loading}</p>
      ) : talents.length === 0 ? (
        <p>{shortlist.empty}</p>
      ) : (
        <>
          <ComparisonTable
            talents={talents}
            caption={fill(plural(locale, talents.length, shortlist.sideBySide), {
              count: talents.length,
            })}
            editing={{
              onDrop: (from, to) => moveTo(talents[from]!, to),
              controls: (talent, index) => (
                <span className={styles.controls}>
                  <button
                    type="button"
                    id={`move-${talent.slug}-earlier`}
                    aria-label={fill(shortlist.moveEarlier, { name: talent.name })}
                    disabled={index === 0}
                    onClick={() => moveTo(talent, index - 1, 'earlier')}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    id={`move-${talent.slug}-later`}
                    aria-label={fill(shortlist.moveLater, { name: talent.name })}
                    disabled={index === talents.length - 1}
                    onClick={() => moveTo(talent, index + 1, 'later')}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    aria-label={fill(shortlist.removeTalent, { name: talent.name })}
                    onClick={() => toggleShortlist(talent.slug, shortlist)}
                  >
                    {shortlist.remove}
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
