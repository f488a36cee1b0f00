/**
 * "Back to the book" returns to the filtered book where the visitor left it: the book remembers
 * its address and scroll position whenever a link is followed from it, and the talent page's
 * back link asks for them to be restored (sessionStorage, this tab only).
 */
const KEY = 'roster:book-return'

type Saved = { url: string; y: number; restore: boolean }

function read(): Saved | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Saved | null
  } catch {
    return null
  }
}

function write(saved: Saved): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved))
  } catch {
    // Storage refused (private mode): the book opens at its top.
  }
}

const here = () => location.pathname + location.search

/** On the book: remember where the visitor is, as a link is followed. */
export function rememberBookPosition(): void {
  write({ url: here(), y: window.scrollY, restore: false })
}

/** On the talent page: the back link to `url` was followed (a book not seen yet opens at its top). */
export function requestBookReturn(url: string): void {
  const saved = read()
  write({ url, y: saved?.url === url ? saved.y : 0, restore: true })
}

/** On the book, once shown: back at the remembered position if the back link asked for it. */
export function restoreBookPosition(): void {
  const saved = read()
  if (!saved?.restore || saved.url !== here()) return
  write({ ...saved, restore: false })
  window.scrollTo(0, saved.y)
}
