import { buildIsStale } from './build-check'
import { inSiteTarget } from './link-target'
import { loadingBar } from './loading-bar'

/**
 * Follows the visitor's navigations, which Next's App Router does not announce:
 * - a click on a link within the site starts the loading bar, or, once a new build is out,
 *   becomes a full page load;
 * - back and forward start the bar too (or reload, once a new build is out);
 * - a navigation whose page request fails turns the bar to its error colour (Next then falls
 *   back to a full page load, which the bar stays over).
 * The bar finishes when the new URL is committed (`navigationCommitted`, from the bar's component).
 */
let pendingPath: string | null = null
let committedUrl = ''

export function navigationCommitted(): void {
  committedUrl = location.pathname + location.search
  pendingPath = null
  loadingBar.finish()
}

const anchorOf = (event: MouseEvent) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null

const targetOf = (event: MouseEvent) => {
  const anchor = anchorOf(event)
  return anchor ? inSiteTarget(anchor, event, new URL(location.href)) : null
}

function beforeClick(event: MouseEvent) {
  // Runs before Next's <Link>, which requests the new page at once: remember where it goes.
  const target = targetOf(event)
  if (!target) return
  pendingPath = target.pathname
  if (buildIsStale()) {
    event.preventDefault()
    location.assign(target.href)
  }
}

function afterClick(event: MouseEvent) {
  // Next's <Link> cancels the browser's navigation to navigate in place; a plain link loads a
  // new document and the browser shows its own progress.
  if (event.defaultPrevented && targetOf(event)) loadingBar.start()
}

function onPopState() {
  if (buildIsStale()) {
    location.reload()
    return
  }
  if (location.pathname + location.search === committedUrl) return
  pendingPath = location.pathname
  loadingBar.start()
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** Whether a request is the router fetching the page being navigated to (not a prefetch). */
function isPendingPageRequest(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (pendingPath === null) return false
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}))
  if (headers.get('rsc') !== '1' || headers.has('next-router-prefetch')) return false
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  return url.pathname === pendingPath
}

export function watchNavigations(): () => void {
  committedUrl = location.pathname + location.search
  const originalFetch = window.fetch
  const watchedFetch: typeof fetch = (input, init) => {
    const response = originalFetch(input, init)
    if (isPendingPageRequest(input, init)) {
      response.then(
        (answer) => {
          if (!answer.ok && loadingBar.isLoading()) loadingBar.fail()
        },
        (error: unknown) => {
          if (!isAbort(error) && loadingBar.isLoading()) loadingBar.fail()
        },
      )
    }
    return response
  }
  window.fetch = watchedFetch
  document.addEventListener('click', beforeClick, true)
  window.addEventListener('click', afterClick)
  window.addEventListener('popstate', onPopState)
  return () => {
    if (window.fetch === watchedFetch) window.fetch = originalFetch
    document.removeEventListener('click', beforeClick, true)
    window.removeEventListener('click', afterClick)
    window.removeEventListener('popstate', onPopState)
  }
}
