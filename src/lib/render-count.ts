/**
 * How many times the site has rendered a page or answered `/api/{path}`, how many of its cached
 * reads went to the database, and how many talents' cards the talent index read, counted only
 * when the server runs with ROSTER_TEST_ROUTES=1: the end-to-end tests read them from
 * `/api/_test/renders` to prove that the page cache answers repeat visits without rendering, that
 * a draft preview reads what is published from the data cache, and that a publish reads one
 * talent again, not a book.
 */
const RENDERS = Symbol.for('roster.siteRenders')
const DATA_READS = Symbol.for('roster.dataReads')
const CARD_READS = Symbol.for('roster.talentCardReads')
const counter = globalThis as { [RENDERS]?: number; [DATA_READS]?: number; [CARD_READS]?: number }

export function countSiteRender(): void {
  if (process.env.ROSTER_TEST_ROUTES === '1') counter[RENDERS] = (counter[RENDERS] ?? 0) + 1
}

export function countDataRead(): void {
  if (process.env.ROSTER_TEST_ROUTES === '1') counter[DATA_READS] = (counter[DATA_READS] ?? 0) + 1
}

/** The talent index read `count` talents' cards from the database (lib/data/talent-index.ts). */
export function countCardReads(count: number): void {
  if (process.env.ROSTER_TEST_ROUTES === '1')
    counter[CARD_READS] = (counter[CARD_READS] ?? 0) + count
}

export const siteRenders = (): number => counter[RENDERS] ?? 0
export const dataReads = (): number => counter[DATA_READS] ?? 0
export const talentCardReads = (): number => counter[CARD_READS] ?? 0
