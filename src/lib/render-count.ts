/**
 * How many times the site has rendered a page or answered `/api/{path}`, and how many of its
 * cached reads went to the database, counted only when the server runs with
 * ROSTER_TEST_ROUTES=1: the end-to-end tests read them from `/api/_test/renders` to prove that
 * the page cache answers repeat visits without rendering, and that a draft preview reads what is
 * published from the data cache.
 */
const RENDERS = Symbol.for('roster.siteRenders')
const DATA_READS = Symbol.for('roster.dataReads')
const counter = globalThis as { [RENDERS]?: number; [DATA_READS]?: number }

export function countSiteRender(): void {
  if (process.env.ROSTER_TEST_ROUTES === '1') counter[RENDERS] = (counter[RENDERS] ?? 0) + 1
}

export function countDataRead(): void {
  if (process.env.ROSTER_TEST_ROUTES === '1') counter[DATA_READS] = (counter[DATA_READS] ?? 0) + 1
}

export const siteRenders = (): number => counter[RENDERS] ?? 0
export const dataReads = (): number => counter[DATA_READS] ?? 0
