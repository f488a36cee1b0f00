/** What the load benchmarks (bench/pages.ts, bench/soak.ts) request, as a browser would. */

export const BENCH_TARGETS = [
  { name: 'home page', path: '/' },
  { name: 'book page', path: '/women' },
  { name: 'talent page', path: '/women/lena-vogel' },
  { name: 'page API', path: '/api/women/lena-vogel' },
  {
    name: 'cached image (640w WebP)',
    path: '/image/proxy?src=%2Fmedia%2Flena-vogel-1.jpg&w=640&v=bench',
  },
] as const

/** What a browser sends: HTML or WebP accepted, and every compression browsers speak. */
export const BENCH_HEADERS = {
  accept: 'text/html,image/webp,*/*',
  'accept-encoding': 'gzip, deflate, br',
}

/**
 * What makes every request a render: a page asked for as a frame (our own lightbox frames pages
 * of the site), which the page cache never keeps. It renders as a visitor's page, with the data
 * cache, as the first visit after a publish does (and, before decision 34, every staff session);
 * a draft preview costs more, since draft mode reads past the data cache.
 */
export const RENDER_PER_REQUEST = { ...BENCH_HEADERS, 'sec-fetch-dest': 'iframe' }

/** Fills the caches a visitor would find warm. */
export async function warmUp(base: string): Promise<void> {
  for (const target of BENCH_TARGETS)
    for (let round = 0; round < 3; round++)
      await fetch(`${base}${target.path}`, { headers: BENCH_HEADERS })
}
