// @ts-check
/**
 * The last page of each book view, as its book said it: a page past the last redirects to the
 * last (src/features/books/book-view.tsx), and the front then answers later visits past it with
 * the same redirect itself. A made-up page number costs a view one render, not one per number.
 * Forgotten at every publish, which may add or take away talents.
 */

/** Views remembered at most; a flood of made-up views starts the memory over. */
const MAX_VIEWS = 10_000

export class LastPages {
  /** @type {Map<string, number>} the view (path and filters) → its last page */
  #last = new Map()
  #generation = -1

  /**
   * Where to send a visitor to `address` instead, when its page is past its view's known last.
   * @param {string} address a canonical address (cache-policy.mjs)
   * @param {number} generation the page cache's, which a publish bumps
   * @returns {string | undefined}
   */
  redirectFor(address, generation) {
    if (generation !== this.#generation || !address.includes('page=')) return undefined
    const { view, page } = split(address)
    const last = this.#last.get(view)
    return last !== undefined && page > last ? onPage(view, last) : undefined
  }

  /**
   * Learns a view's last page from the redirect its book answered `address` with.
   * @param {string} address
   * @param {string} location the redirect's target
   * @param {number} generation the page cache's when the render began
   */
  learn(address, location, generation) {
    if (generation !== this.#generation) {
      this.#last.clear()
      this.#generation = generation
    }
    const asked = split(address)
    const target = split(location)
    // Only a redirect on this site, to an earlier page of the same view, says where it ends.
    if (!target.here || target.view !== asked.view || target.page >= asked.page) return
    if (this.#last.size >= MAX_VIEWS) this.#last.clear()
    this.#last.set(asked.view, target.page)
  }
}

const HERE = 'http://front'

/** @param {string} address @returns {{ view: string, page: number, here: boolean }} */
function split(address) {
  const url = new URL(address, HERE)
  const page = Number(url.searchParams.get('page') ?? '1')
  url.searchParams.delete('page')
  url.searchParams.delete('_rsc')
  return {
    view: url.pathname + url.search,
    page: Number.isInteger(page) ? page : 1,
    here: url.origin === HERE,
  }
}

/** @param {string} view @param {number} page */
const onPage = (view, page) =>
  page > 1 ? `${view}${view.includes('?') ? '&' : '?'}page=${page}` : view
