'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { readTalentTiles, TALENTS_PER_READ, type TalentTile } from './cms-api'

/** Reads running at once while a long book's names come in. */
const READS_AT_ONCE = 2

/**
 * The tiles of a book's talents, read TALENTS_PER_READ at a time by id as they are first needed:
 * a book of any length, never a list of every talent capped at some number. `remember` adds a
 * tile already read (a talent added from the search). `failed` holds ids that could not be read.
 */
export function useTalentTiles(ids: readonly number[]) {
  const [tiles, setTiles] = useState(() => new Map<number, TalentTile>())
  const [failed, setFailed] = useState(() => new Set<number>())
  const asked = useRef(new Set<number>())

  useEffect(() => {
    const wanted = ids.filter((id) => !asked.current.has(id))
    if (wanted.length === 0) return
    for (const id of wanted) asked.current.add(id)
    const pages: number[][] = []
    for (let at = 0; at < wanted.length; at += TALENTS_PER_READ)
      pages.push(wanted.slice(at, at + TALENTS_PER_READ))
    // Tiles show as each page arrives, the top of the book first. The reads are not cancelled
    // when the list changes: what they bring is still right, and each id is asked for once.
    const next = async () => {
      for (let page = pages.shift(); page; page = pages.shift()) {
        const batch = page
        try {
          const read = await readTalentTiles(batch)
          setTiles((known) => new Map([...known, ...read.map((tile) => [tile.id, tile] as const)]))
          const found = new Set(read.map((tile) => tile.id))
          setFailed((was) => new Set([...was, ...batch.filter((id) => !found.has(id))]))
        } catch {
          setFailed((was) => new Set([...was, ...batch]))
        }
      }
    }
    for (let reader = 0; reader < READS_AT_ONCE; reader++) void next()
  }, [ids])

  const remember = useCallback((tile: TalentTile) => {
    asked.current.add(tile.id)
    setTiles((known) => new Map(known).set(tile.id, tile))
  }, [])

  return { tiles, failed, remember }
}
