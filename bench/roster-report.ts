/** The Large roster benchmark's table and targets (issue 31, "Done when"), from its figures. */
import type { AdminLoad } from './roster-admin'
import type { Cold, Figures } from './roster-measure'

export type Build = 'demo' | 'before' | 'after'
const BUILDS: Build[] = ['demo', 'before', 'after']

/** Issue 31's targets, for "after" against the demo on the same build. */
const MAX_BOOK_BROTLI_OF_DEMO = 1.5
const MAX_COLD_OF_DEMO = 2
const MAX_RSS_MIB = 600
const MAX_ADMIN_MS = 1000

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const ms = (values: number[]) => {
  const value = median(values)
  return value < 100 ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : `${(value / 1000).toFixed(2)} s`
}
const range = (values: number[]) =>
  values.length > 1 ? ` (${ms([Math.min(...values)])}-${ms([Math.max(...values)])})` : ''
/** How the page cache answered: `MISS ×4, STALE`. */
const states = (cold: Cold) =>
  [...new Set(cold.cache)]
    .map((state) => {
      const times = cold.cache.filter((one) => one === state).length
      return times > 1 ? `${state} ×${times}` : state
    })
    .join(', ')
const coldCell = (cold: Cold) => `${ms(cold.ms)}${range(cold.ms)} (${states(cold)})`
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`
const adminMs = (loads: AdminLoad[], pick: (load: AdminLoad) => number) => loads.map(pick)

export function reportLines(
  figures: Record<Build, Figures>,
  seeded: Record<Build, number>,
  talents: number,
): { table: string[]; verdicts: string[] } {
  const row = (label: string, cell: (figures: Figures, build: Build) => string) =>
    `| ${label} | ${BUILDS.map((build) => cell(figures[build], build)).join(' | ')} |`
  const pass = (name: 'first' | 'second' | 'afterPublish') => (f: Figures) => {
    const crawl = f.crawls[name]
    return `${percent(crawl.hits, crawl.addresses)} hits, ${crawl.renders} renders, ${crawl.seconds.toFixed(1)} s`
  }
  const table = [
    `| | demo (30 talents) | before (${talents + 30}) | after (${talents + 30}) |`,
    '|---|---|---|---|',
    row('seeding the generated talents', (_, build) =>
      build === 'demo' ? '-' : `${seeded[build].toFixed(0)} s`,
    ),
    row('sitemap addresses', (f) => String(f.crawls.first.addresses)),
    row('`/women` HTML, raw / brotli', (f) => `${kb(f.women.raw)} / ${kb(f.women.br)}`),
    row("`/women` cold (the page cache's answer)", (f) => coldCell(f.womenCold)),
    row('`/api/women` raw', (f) => kb(f.women.apiRaw)),
    row('a talent page, cold', (f) => coldCell(f.talentCold)),
    row(
      'search `/api/_search?q=ma`, cold / warm',
      (f) => `${ms(f.searchCold.ms)} / ${ms(f.searchWarm)}`,
    ),
    row(
      '`/sitemap.xml`: raw size; to a brotli-only client; warm / cold',
      (f) =>
        `${kb(f.sitemap.raw)}; ${kb(f.sitemap.brOnly)} (${f.sitemap.brOnlyEncoding}); ${ms(f.sitemap.warm)} / ${ms(f.sitemap.cold.ms)}`,
    ),
    row('a crawler over every sitemap address: first pass', pass('first')),
    row('second pass', pass('second')),
    row('pass after one talent renamed', pass('afterPublish')),
    row(
      'renders from that publish to the end of the pass / pages that showed the talent (address or name)',
      (f) => `${f.publishRenders} / ${f.showing}`,
    ),
    row(
      'server resident memory: peak / idle after',
      (f) => `${mib(f.rss.peak)} / ${mib(f.rss.idle)}`,
    ),
    row('admin talents list until rows show', (f) => ms(adminMs(f.admin.list, (l) => l.ms))),
    row(
      'admin book editor (Women), thumbnails in view; bytes; "Talent {id}" tiles',
      (f) =>
        `${ms(adminMs(f.admin.editor, (l) => l.settledMs))}, ${kb(median(adminMs(f.admin.editor, (l) => l.bytes)))}, ${Math.max(...adminMs(f.admin.editor, (l) => l.placeholders))}`,
    ),
    row(
      'REST `GET /cms/api/talents?limit=10` (default depth)',
      (f) => `${ms(f.rest.ms)}, ${kb(f.rest.bytes)}`,
    ),
  ]

  const { after, demo } = figures
  // Which pages a publish outdated that did not show what it changed, for whoever fixes it.
  const needless = after.crawls.afterPublish.misses.filter(
    (address) => !after.crawls.first.holds.get(address)?.size,
  )
  table.push(
    '',
    `After, the pass after the rename missed ${needless.length} pages that did not show the talent${
      needless.length
        ? `, such as ${needless
            .slice(0, 5)
            .map((address) => `\`${new URL(address).pathname}\``)
            .join(', ')}`
        : ''
    }.`,
  )

  const verdicts: string[] = []
  const verdict = (met: boolean, text: string) => {
    verdicts.push(`- ${text}: **${met ? 'met' : 'NOT met'}**`)
    console.log(`${met ? 'met' : 'NOT met'}: ${text}`)
  }
  const ofDemo = (value: number, yardstick: number) => `${(value / yardstick).toFixed(2)}x`
  verdict(
    after.women.br <= MAX_BOOK_BROTLI_OF_DEMO * demo.women.br,
    `book page brotli at most ${MAX_BOOK_BROTLI_OF_DEMO}x the demo's (${ofDemo(after.women.br, demo.women.br)})`,
  )
  for (const [label, of] of [
    ['cold talent page', (f: Figures) => f.talentCold.ms],
    ['cold search', (f: Figures) => f.searchCold.ms],
  ] as const) {
    const value = median(of(after))
    const yardstick = median(of(demo))
    verdict(
      value <= MAX_COLD_OF_DEMO * yardstick,
      `${label} at most ${MAX_COLD_OF_DEMO}x the demo's (${ms([value])}, ${ofDemo(value, yardstick)})`,
    )
  }
  const second = after.crawls.second
  verdict(
    second.hits === second.addresses && second.renders === 0,
    `a crawler's second pass over every sitemap address all hits, no renders (${percent(second.hits, second.addresses)}, ${second.renders} renders)`,
  )
  verdict(
    after.publishRenders <= after.showing,
    `a publish re-renders at most the pages showing the change (${after.publishRenders} renders, ${after.showing} pages show the talent)`,
  )
  verdict(
    after.rss.peak <= MAX_RSS_MIB * 2 ** 20,
    `resident memory at most ${MAX_RSS_MIB} MiB (peak ${mib(after.rss.peak)})`,
  )
  const list = median(adminMs(after.admin.list, (l) => l.ms))
  const editor = median(adminMs(after.admin.editor, (l) => l.settledMs))
  verdict(list < MAX_ADMIN_MS, `admin talents list under 1 s (${ms([list])})`)
  verdict(editor < MAX_ADMIN_MS, `admin book editor under 1 s (${ms([editor])})`)
  return { table, verdicts }
}
