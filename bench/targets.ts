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
 * A staff session's cookie: the page cache leaves such requests to a render, so each one costs
 * a render, as for staff, draft previews and the first visit after a publish.
 */
export const RENDER_PER_REQUEST = { ...BENCH_HEADERS, cookie: 'payload-token=bench' }

/** Fills the caches a visitor would find warm. */
export async function warmUp(base: string): Promise<void> {
  for (const target of BENCH_TARGETS)
    for (let round = 0; round < 3; round++)
      await fetch(`${base}${target.path}`, { headers: BENCH_HEADERS })
}
