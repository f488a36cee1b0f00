'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { keyboardTarget } from './reorder'
import styles from './thumbnail-grid.module.css'

export type Tile = {
  /** Stable across moves: focus follows the tile it names. */
  key: string
  /** Names the tile to people who cannot see it (a talent's name, a picture's alt text). */
  label: string
  thumbnail?: { url: string; alt: string }
  /** Fields of the tile's own, under its picture. */
  details?: ReactNode
}

type Props = {
  /** The grid's accessible name. */
  label: string
  tiles: Tile[]
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  /** Offers "Move to top" on every tile but the first. */
  moveToTop?: boolean
  /** Shows each tile's place in a box staff type another into: a long list's moves. */
  positions?: boolean
  /** For a role that only reads: the thumbnails alone, nothing that moves or removes them. */
  readOnly?: boolean
}

/**
 * Thumbnails in order, reordered by dragging a picture or from the keyboard: focus a tile, then
 * the arrow keys (or Home and End) or its buttons move it, and a live region says where it went.
 */
export function ThumbnailGrid({
  label,
  tiles,
  onMove,
  onRemove,
  moveToTop = false,
  positions = false,
  readOnly = false,
}: Props) {
  const [announcement, setAnnouncement] = useState('')
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const tileElements = useRef(new Map<string, HTMLLIElement>())
  const refocus = useRef<string | null>(null)

  // Moving a focused element in the page drops its focus: once a tile moved from the keyboard is
  // in its new place, the focus goes back to it, ready for the next key press.
  useEffect(() => {
    if (!refocus.current) return
    tileElements.current.get(refocus.current)?.focus()
    refocus.current = null
  })

  function move(from: number, to: number, keepFocus: boolean) {
    const tile = tiles[from]
    if (!tile || from === to) return
    onMove(from, to)
    setAnnouncement(`${tile.label} moved to position ${to + 1} of ${tiles.length}.`)
    refocus.current = keepFocus ? tile.key : null
  }

  function remove(index: number) {
    const tile = tiles[index]
    if (!tile) return
    onRemove(index)
    setAnnouncement(`${tile.label} removed.`)
  }

  function onTileKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    // Arrow keys inside a tile's own fields move the caret, not the tile.
    if (readOnly || event.target !== event.currentTarget) return
    const target = keyboardTarget(event.key, index, tiles.length)
    if (target === null) return
    event.preventDefault()
    move(index, target, true)
  }

  function endDrag() {
    setDragFrom(null)
    setDropAt(null)
  }

  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {tiles.map((tile, index) => {
          const position = `${tile.label}, ${index + 1} of ${tiles.length}`
          const classes = [
            styles.tile,
            dragFrom === index ? styles.dragged : '',
            dropAt === index && dragFrom !== index ? styles.dropTarget : '',
          ]
          return (
            <li
              key={tile.key}
              ref={(element) => {
                if (element) tileElements.current.set(tile.key, element)
                else tileElements.current.delete(tile.key)
              }}
              className={classes.join(' ')}
              tabIndex={0}
              aria-label={position}
              aria-roledescription={readOnly ? 'Thumbnail' : 'Movable thumbnail'}
              onKeyDown={(event) => onTileKeyDown(event, index)}
              onDragOver={(event) => {
                if (readOnly || dragFrom === null) return
                event.preventDefault()
                setDropAt(index)
              }}
              onDrop={(event) => {
                if (readOnly || dragFrom === null) return
                event.preventDefault()
                move(dragFrom, index, false)
                endDrag()
              }}
            >
              {/* Only the picture drags: text in a tile's fields stays selectable. */}
              <div
                className={styles.picture}
                draggable={!readOnly}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', tile.label)
                  setDragFrom(index)
                }}
                onDragEnd={endDrag}
              >
                {tile.thumbnail && (
                  // eslint-disable-next-line @next/next/no-img-element -- the admin's own thumbnail, already sized
                  <img
                    src={tile.thumbnail.url}
                    alt={tile.thumbnail.alt}
                    draggable={false}
                    // A long book's pictures load as they scroll into view.
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </div>
              <span className={styles.label}>{tile.label}</span>
              {tile.details}
              {positions && !readOnly && (
                <PositionBox
                  // A new place gives a fresh box showing it.
                  key={index}
                  label={tile.label}
                  position={index + 1}
                  count={tiles.length}
                  onMove={(to) => move(index, to - 1, false)}
                />
              )}
              {!readOnly && (
                <div className={styles.actions}>
                  {moveToTop && (
                    <button
                      type="button"
                      disabled={index === 0}
                      aria-label={`Move ${tile.label} to top`}
                      onClick={() => move(index, 0, false)}
                    >
                      Move to top
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={index === 0}
                    aria-label={`Move ${tile.label} earlier`}
                    onClick={() => move(index, index - 1, false)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    disabled={index === tiles.length - 1}
                    aria-label={`Move ${tile.label} later`}
                    onClick={() => move(index, index + 1, false)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${tile.label}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </>
  )
}

/**
 * A tile's place, from 1, as a number staff can change: the tile moves there on Enter or when the
 * box loses the focus. A number outside the list goes back to the tile's place.
 */
function PositionBox({
  label,
  position,
  count,
  onMove,
}: {
  label: string
  position: number
  count: number
  onMove: (to: number) => void
}) {
  const commit = (input: HTMLInputElement) => {
    const to = Number(input.value)
    if (Number.isInteger(to) && to >= 1 && to <= count && to !== position) onMove(to)
    else input.value = String(position)
  }
  return (
    <label className={styles.position}>
      <span>Position</span>
      <input
        type="number"
        min={1}
        max={count}
        defaultValue={position}
        aria-label={`Position of ${label}`}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          // Enter in a form field would submit the document.
          event.preventDefault()
          commit(event.currentTarget)
        }}
        onBlur={(event) => commit(event.currentTarget)}
      />
    </label>
  )
}
