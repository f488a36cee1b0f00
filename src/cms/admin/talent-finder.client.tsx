'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { findTalents, type TalentTile } from './cms-api'
import styles from './talent-finder.module.css'
import { TYPING_PAUSE_MS } from './typing-pause'

/** Talents a search shows: a name narrows it further, nobody scrolls a list of thousands. */
const FOUND_AT_MOST = 20

type Found = { text: string; tiles: TalentTile[] }

/**
 * "Find a talent": talents whose name holds what staff type, asked of the server as they type,
 * each with a button that adds them at the end of the book; talents already in it say so.
 */
export function TalentFinder({
  listed,
  onAdd,
}: {
  listed: ReadonlySet<number>
  onAdd: (tile: TalentTile) => void
}) {
  const inputId = useId()
  const [text, setText] = useState('')
  const [found, setFound] = useState<Found>({ text: '', tiles: [] })
  const wanted = text.trim()

  useEffect(() => {
    if (wanted === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      findTalents(wanted, FOUND_AT_MOST, controller.signal).then(
        (tiles) => setFound({ text: wanted, tiles }),
        () => {},
      )
    }, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted])

  // Only the answer to what the box holds now.
  const current = wanted !== '' && found.text === wanted
  const tiles = current ? found.tiles : []
  const summary = !current
    ? ''
    : tiles.length === 0
      ? `No talent is named like “${wanted}”.`
      : tiles.length === FOUND_AT_MOST
        ? `The first ${FOUND_AT_MOST} talents named like “${wanted}”: type more to narrow them.`
        : `${tiles.length} ${tiles.length === 1 ? 'talent' : 'talents'} named like “${wanted}”.`

  return (
    // Payload's own field classes: the box looks like every other text field of the form.
    <div className={`field-type text ${styles.finder}`}>
      <label htmlFor={inputId} className="field-label">
        Find a talent
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder="Type a name to add a talent at the end"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Enter in a form field would submit the document.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault()
        }}
      />
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {tiles.length > 0 && (
        <ul className={styles.results} aria-label="Talents found">
          {tiles.map((tile) => (
            <li key={tile.id} className={styles.result}>
              {tile.thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- the admin's own thumbnail, already sized
                <img src={tile.thumbnail.url} alt="" loading="lazy" />
              ) : (
                <span className={styles.noPicture} />
              )}
              <span>{tile.name}</span>
              {listed.has(tile.id) ? (
                <span className={styles.listed}>In this book</span>
              ) : (
                <Button
                  type="button"
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  onClick={() => onAdd(tile)}
                >
                  Add {tile.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
