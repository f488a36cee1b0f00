'use client'

import Link from 'next/link'
import { useState, type DragEvent, type ReactNode } from 'react'

import { MEASUREMENT_KEYS, measurementRows } from '@/features/books/measurement-list'
import { useUnits } from '@/features/books/units-choice.client'
import { UnitsSwitch } from '@/features/books/units.client'
import { MediaImage } from '@/features/media/media-image'
import type { ShortlistTalent } from '@/lib/data/types'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'
import { talentPath } from '@/lib/paths'

import styles from './comparison.module.css'

type ComparisonTableProps = {
  talents: readonly ShortlistTalent[]
  caption: string
  /** The visitor's own list: each column can be moved and removed. */
  editing?: {
    controls: (talent: ShortlistTalent, index: number) => ReactNode
    onDrop: (from: number, to: number) => void
  }
}

/**
 * The talents side by side: picture, name, book and location above, one row per measurement in
 * the visitor's units. Scrolls sideways inside its own region on a narrow screen. Rendered on the
 * server for a shared list (centimetres, the default) and in the browser for the visitor's own.
 */
export function ComparisonTable({ talents, caption, editing }: ComparisonTableProps) {
  const units = useUnits()
  const { shortlist, measurements } = useMessages()
  const locale = useLocale()
  const [dragged, setDragged] = useState<number | null>(null)
  const language = { text: measurements, locale }
  const rowsByTalent = talents.map(
    (talent) =>
      new Map(
        measurementRows(talent.measurements, units, language).map((row) => [row.key, row.value]),
      ),
  )
  // A row for each measurement some talent has, in the order a talent's page lists them.
  const shownKeys = MEASUREMENT_KEYS.filter((key) => rowsByTalent.some((rows) => rows.has(key)))
  const dropOn = (index: number) =>
    editing
      ? {
          onDragOver: (event: DragEvent) => event.preventDefault(),
          onDrop: (event: DragEvent) => {
            event.preventDefault()
            if (dragged !== null) editing.onDrop(dragged, index)
            setDragged(null)
          },
        }
      : {}
  return (
    <div className={styles.comparison}>
      <UnitsSwitch />
      {/* A scrolling region must take focus, so keyboard users can scroll it too. */}
      <div className={styles.scroll} role="region" aria-label={shortlist.comparison} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <td />
              {talents.map((talent, index) => (
                <th
                  key={talent.slug}
                  scope="col"
                  className={styles.talent}
                  draggable={Boolean(editing)}
                  onDragStart={editing ? () => setDragged(index) : undefined}
                  {...dropOn(index)}
                >
                  {talent.image ? (
                    <MediaImage
                      media={talent.image}
                      alt=""
                      sizes="10rem"
                      className={styles.image}
                    />
                  ) : (
                    <span className={styles.image} />
                  )}
                  <Link
                    href={localizedPath(talentPath(talent.book.slug, talent.slug), locale)}
                    prefetch={false}
                    className={styles.name}
                  >
                    {talent.name}
                  </Link>
                  {editing?.controls(talent, index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{shortlist.book}</th>
              {talents.map((talent) => (
                <td key={talent.slug}>{talent.book.title}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{shortlist.location}</th>
              {talents.map((talent) => (
                <td key={talent.slug}>
                  {talent.location?.name ?? '–'}
                  {talent.inTown ? ` · ${shortlist.inTown}` : ''}
                </td>
              ))}
            </tr>
            {shownKeys.map((key) => (
              <tr key={key}>
                <th scope="row">{measurements[key]}</th>
                {rowsByTalent.map((rows, index) => (
                  <td key={talents[index]!.slug}>{rows.get(key) ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
