/**
 * How many times the site has rendered a page or answered `/api/{path}`, counted only when the
 * server runs with ROSTER_TEST_ROUTES=1: the end-to-end tests read it from `/api/_test/renders`
 * to prove that the page cache answers repeat visits without rendering.
 */
const RENDERS = Symbol.for('roster.siteRenders')
const counter = globalThis as { [RENDERS]?: number }

export function countSiteRender(): void {
  if (process.env.ROSTER_TEST_ROUTES === '1') counter[RENDERS] = (counter[RENDERS] ?? 0) + 1
}

export const siteRenders = (): number => counter[RENDERS] ?? 0
