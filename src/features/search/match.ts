import { SEARCH_MAX_RESULTS } from './constants'

/** What the search finds: a talent (detail: its book) or a book. */
export type SearchResult = {
  kind: 'talent' | 'book'
  label: string
  url: string
  detail: string
  /** A small picture, and the CSS `object-position` that crops it around its focal point. */
  image: { src: string; position: string } | null
  /** Where the query matched in `label`, as [start, end) indices of its characters. */
  match: [number, number] | null
}

export type SearchEntry = Omit<SearchResult, 'match'>

/**
 * Folds a string for matching: lower case, accents removed ("Zoë" finds "zoe"), runs of spaces
 * and punctuation as one space. `at[i]` is the index in the original of folded character i.
 */
export function fold(text: string): { folded: string; at: number[] } {
  let folded = ''
  const at: number[] = []
  let index = 0
  for (const character of text) {
    const base = character
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, ' ')
    for (const piece of base) {
      if (piece === ' ' && (folded === '' || folded.endsWith(' '))) continue
      folded += piece
      at.push(index)
    }
    index += character.length
  }
  if (folded.endsWith(' ')) {
    folded = folded.slice(0, -1)
    at.pop()
  }
  return { folded, at }
}

/**
 * The labels folded so far: a search looks through every talent's name, which changes rarely, so
 * each is folded once, not once per query. Bounded: past the limit it starts again.
 */
const foldedLabels = new Map<string, ReturnType<typeof fold>>()
const FOLDED_LABELS_KEPT = 20_000

function foldLabel(label: string): ReturnType<typeof fold> {
  let folded = foldedLabels.get(label)
  if (!folded) {
    if (foldedLabels.size >= FOLDED_LABELS_KEPT) foldedLabels.clear()
    folded = fold(label)
    foldedLabels.set(label, folded)
  }
  return folded
}

/** 0: the label starts with the query; 1: a word does; 2: it is inside a word; null: no match. */
function rank(folded: string, query: string): { rank: number; start: number } | null {
  const start = folded.indexOf(query)
  if (start === -1) return null
  if (start === 0) return { rank: 0, start }
  const wordStart = folded.indexOf(` ${query}`)
  if (wordStart !== -1) return { rank: 1, start: wordStart + 1 }
  return { rank: 2, start }
}

/**
 * The entries whose label contains the query (plain text: no character of the query has a
 * special meaning), best first: labels starting with it, then words starting with it, then the
 * rest; talents before books at equal rank; at most 20.
 */
export function searchEntries(entries: SearchEntry[], query: string): SearchResult[] {
  const wanted = fold(query).folded
  if (!wanted) return []
  const found: { entry: SearchEntry; rank: number; match: [number, number] }[] = []
  for (const entry of entries) {
    const { folded, at } = foldLabel(entry.label)
    const hit = rank(folded, wanted)
    if (!hit) continue
    const first = at[hit.start] ?? 0
    const last = at[hit.start + wanted.length - 1] ?? first
    const end = last + ((entry.label.codePointAt(last) ?? 0) > 0xffff ? 2 : 1)
    found.push({ entry, rank: hit.rank, match: [first, end] })
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.entry.kind === b.entry.kind ? 0 : a.entry.kind === 'talent' ? -1 : 1) ||
      a.entry.label.localeCompare(b.entry.label),
  )
  return found.slice(0, SEARCH_MAX_RESULTS).map(({ entry, match }) => ({ ...entry, match }))
}
