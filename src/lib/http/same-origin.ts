/**
 * Cross-site request refusal for every state-changing endpoint of ours (the Stripe webhook is
 * the one exception: its signature authenticates it). See docs/decisions/0012-cross-site-requests.md.
 *
 * A browser names the page that sent a request in `Origin`, and modern ones add
 * `Sec-Fetch-Site`. A request is accepted when at least one of them says "this site" and
 * neither says otherwise:
 * - `Origin` must equal the site's origin (SITE_URL); `Origin: null` (sandboxed frames,
 *   data: URLs, some redirects) is refused;
 * - `Sec-Fetch-Site` must be `same-origin`; `same-site` (a sibling subdomain), `cross-site` and
 *   `none` are refused.
 * A request with neither header is refused too: every browser of the last years sends `Origin`
 * on a POST, so only scripts and very old browsers land there, and failing closed costs them
 * nothing a visitor needs.
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string): boolean {
  const origin = headers.get('origin')
  const fetchSite = headers.get('sec-fetch-site')
  if (origin === null && fetchSite === null) return false
  if (origin !== null && origin !== new URL(siteUrl).origin) return false
  if (fetchSite !== null && fetchSite !== 'same-origin') return false
  return true
}

export const crossSiteRefusal = () =>
  Response.json({ message: 'Cross-site form posts are refused' }, { status: 403 })
