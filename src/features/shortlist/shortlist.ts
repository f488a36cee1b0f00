/**
 * The shortlist as data: talent slugs in the visitor's order, at most MAX_SHORTLIST. Plain
 * functions, used by the store, the share link and the routes alike.
 */
import { MAX_SHORTLIST, SHORTLIST_PATH, TALENTS_PARAM } from './constants'

export type Shortlist = readonly string[]

export type ToggleOutcome = 'added' | 'removed' | 'full'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Adds the talent, or removes it when listed; a full list refuses a new one. */
export function toggle(list: Shortlist, slug: string): { list: Shortlist; outcome: ToggleOutcome } {
  if (list.includes(slug)) return { list: list.filter((item) => item !== slug), outcome: 'removed' }
  if (list.length >= MAX_SHORTLIST) return { list, outcome: 'full' }
  return { list: [...list, slug], outcome: 'added' }
}

/** The list with the talent at `from` moved to `to` (both clamped to the list). */
export function move(list: Shortlist, from: number, to: number): Shortlist {
  if (from < 0 || from >= list.length) return list
  const target = Math.max(0, Math.min(list.length - 1, to))
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(target, 0, item!)
  return next
}

/** Adds the talents not listed yet, in order, up to the limit; returns the list and how many fit. */
export function merge(list: Shortlist, slugs: Shortlist): { list: Shortlist; added: number } {
  const next = [...list]
  for (const slug of slugs) {
    if (next.length >= MAX_SHORTLIST) break
    if (!next.includes(slug)) next.push(slug)
  }
  return { list: next, added: next.length - list.length }
}

/**
 * Talent slugs from anything a browser kept or a link carried: valid slugs only, each once, at
 * most MAX_SHORTLIST. Anything else is dropped, so a tampered link or storage cannot break a page.
 */
export function parseShortlist(value: unknown): Shortlist {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const slugs: string[] = []
  for (const item of items) {
    if (typeof item !== 'string') continue
    const slug = item.trim()
    if (SLUG.test(slug) && !slugs.includes(slug)) slugs.push(slug)
    if (slugs.length >= MAX_SHORTLIST) break
  }
  return slugs
}

/** The share link's path: `/shortlist/{slug},{slug},…`, the talents and nothing about the sender. */
export const sharePath = (list: Shortlist): string => `${SHORTLIST_PATH}/${list.join(',')}`

/** `?talents=a,b,c`, for the JSON and the PDF. */
export const talentsQuery = (list: Shortlist): string => `?${TALENTS_PARAM}=${list.join(',')}`
