import { DATA_LAYER_NAME, GTAG_SCRIPT_URL } from './constants'

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/**
 * Google's documented snippet, written as code rather than an inline script (the site's
 * Content-Security-Policy allows no inline script without a nonce): the `dataLayer` queue, the
 * `gtag` function, the configuration without automatic page views, then the script itself.
 */
export function loadGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag
  const dataLayer = (window[DATA_LAYER_NAME] ??= [])
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  window.gtag = gtag
  gtag('js', new Date())
  gtag('config', measurementId, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}&l=${DATA_LAYER_NAME}`
  document.head.appendChild(script)
  return gtag
}
