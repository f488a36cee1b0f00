import { expect, test, type Page, type Request } from '@playwright/test'

/**
 * Issue 14, item 5: the JavaScript of a first visit, in bytes as Chromium receives them (the
 * encoded body size of each script, compressed as the server answers Chromium's
 * Accept-Encoding), never a timing. Counted: every same-origin script the page's HTML references
 * (`<script src>`, `<link rel="preload" as="script">`, or the script loader of a cached page)
 * that Chromium loads; the `noModule`
 * polyfill script is referenced but never fetched by a browser that runs modules, and is not
 * counted (docs/benchmarks.md, "First-load JavaScript", has the figures with and without it).
 */

const KiB = 1024

/**
 * Per kind of page: React 19 and Next 16.4's client runtime alone are about 112 KiB with brotli
 * (decision 0016 has the measurement); a page without a form adds the visitor shell, the talent
 * page its portfolio (the carousel's engine follows the page's load), a form page the form's
 * fields (FormKit's engine follows the first focus). Issue 30, item 8, asks for 125, 132 and
 * 140 KiB. On 2026-11-29, with build files at brotli's quality 11 (src/server/cached-answer.mjs):
 * the form pages 131.4-132.5 KiB, the home page 123.1 KiB, the book page 124.0 KiB, the talent
 * page 125.5 KiB.
 */
const LIMITS = { page: 125 * KiB, talent: 132 * KiB, form: 140 * KiB }
/** Issue 14: the lightbox stays out of first load, and adds at most 30 KiB on first open. */
const LIGHTBOX_LIMIT = 30 * KiB

/** Strings that only the minified code of a feature holds. */
const MARKERS = {
  forms: 'FormSchemaError', // src/features/forms/rule-syntax.ts
  formKit: 'not all fields are filled out correctly', // @formkit/i18n, with FormKit's node tree
  lightbox: 'yarl__', // yet-another-react-lightbox's class names
  carousel: 'trimSnaps', // embla-carousel's default containScroll
  livePreview: 'payload-document-event', // @payloadcms/live-preview, for staff in draft mode
}

type Script = { url: string; bytes: number; encoding: string; accepted: string; body: string }

/**
 * Everything a first visit to `path` loads as script: what its HTML names (a cached page's loader
 * asks for it after the first paint, which may come after the load event; decision 33), and
 * whatever else was asked for before the load event. What starts after the load event (the
 * carousel's engine, the language suggestion) is not the first load, however soon it comes.
 */
async function firstLoad(page: Page, baseURL: string, path: string): Promise<Script[]> {
  const origin = new URL(baseURL).origin
  const requests: Request[] = []
  let loading = true
  page.on('request', (request) => {
    if (loading && request.resourceType() === 'script' && request.url().startsWith(origin))
      requests.push(request)
  })
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), path).toBe(200)

  const html = await response!.text()
  const referenced = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>|<link\b[^>]*rel="preload"[^>]*>/g)) {
    if (tag.startsWith('<link') && !tag.includes('as="script"')) continue
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if (!address || /\bnomodule\b/i.test(tag)) continue
    const url = new URL(address.replaceAll('&amp;', '&'), origin)
    if (url.origin === origin) referenced.add(url.href)
  }
  // A page from the page cache names its script files in one inline loader (decision 13).
  for (const [, files] of html.matchAll(/\)\((\[\{"src"[\s\S]*?\}\])\)<\/script>/g)) {
    for (const file of JSON.parse(files!) as { src: string; noModule: boolean }[]) {
      const url = new URL(file.src, origin)
      if (!file.noModule && url.origin === origin) referenced.add(url.href)
    }
  }
  await expect
    .poll(() => [...referenced].filter((url) => !requests.some((asked) => asked.url() === url)))
    .toEqual([])
  loading = false
  const loadedAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return performance.timeOrigin + navigation!.loadEventStart
  })
  // Playwright fills in a request's timing when its answer arrives; until then its start reads 0,
  // which counted a chunk asked for after the load event but answered late (the server busy with
  // another worker's page) as started before it. One never answered keeps 0: counted, and fails.
  const startedAt = await Promise.all(
    requests.map(async (request) => {
      await request.response()
      return request.timing().startTime
    }),
  )
  const firstLoad = requests.filter(
    (request, index) => referenced.has(request.url()) || startedAt[index]! < loadedAt,
  )
  const loaded = await Promise.all(firstLoad.map(describe))
  // Everything the HTML names is loaded, so counted. React may also start a chunk it renders
  // (an error boundary's) before the load event: it is counted too, never left out.
  const loadedUrls = new Set(loaded.map((script) => script.url))
  for (const url of referenced) expect(loadedUrls.has(url), `${path}: ${url}`).toBe(true)
  for (const url of loadedUrls)
    expect(referenced.has(url) || url.startsWith(`${origin}/_next/static/chunks/`), url).toBe(true)
  return loaded
}

async function describe(request: Request): Promise<Script> {
  const response = await request.response()
  if (!response) throw new Error(`no answer for ${request.url()}`)
  const [sizes, requestHeaders, responseHeaders, body] = await Promise.all([
    request.sizes(),
    request.allHeaders(),
    response.allHeaders(),
    response.text(),
  ])
  return {
    url: request.url(),
    bytes: sizes.responseBodySize,
    encoding: responseHeaders['content-encoding'] ?? 'identity',
    accepted: requestHeaders['accept-encoding'] ?? '',
    body,
  }
}

/** Resolves once no script has been asked for during `quietMs`. */
async function scriptsSettled(page: Page, quietMs = 1500): Promise<void> {
  let lastAsked = Date.now()
  const asked = (request: Request) => {
    if (request.resourceType() === 'script') lastAsked = Date.now()
  }
  page.on('request', asked)
  while (Date.now() - lastAsked < quietMs) await page.waitForTimeout(250)
  page.off('request', asked)
}

const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0)
const holds = (scripts: Script[], marker: string) =>
  scripts.some((script) => script.body.includes(marker))
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`

const PAGES = [
  { path: '/', name: 'home', kind: 'page' },
  { path: '/women', name: 'book', kind: 'page' },
  { path: '/faq', name: 'FAQ', kind: 'page' },
  { path: '/es', name: 'Spanish home', kind: 'page' },
  { path: '/women/amara-okafor', name: 'talent', kind: 'talent' },
  { path: '/submit', name: 'submit', kind: 'form' },
  { path: '/contact', name: 'contact', kind: 'form' },
  { path: '/central-payment', name: 'payment', kind: 'form' },
] as const

for (const { path, name, kind } of PAGES) {
  test(`the ${name} page's first-load JavaScript stays in budget, compressed as Chromium asks`, async ({
    page,
    baseURL,
  }) => {
    const scripts = await firstLoad(page, baseURL!, path)
    for (const script of scripts) {
      // Servers leave bodies under 1 KiB as they are: compressing them gains nothing.
      if (script.encoding === 'identity') expect(script.bytes, script.url).toBeLessThan(KiB)
      else expect(script.accepted.split(/,\s*/), script.url).toContain(script.encoding)
    }
    const limit = LIMITS[kind]
    const bytes = total(scripts)
    test.info().annotations.push({ type: 'first-load JavaScript', description: kib(bytes) })
    const named = scripts.map((script) => `${new URL(script.url).pathname} ${kib(script.bytes)}`)
    expect(bytes, `${path}: ${kib(bytes)} in ${named.join(', ')}`).toBeLessThanOrEqual(limit)

    // The form engine loads only on the pages with a form; FormKit's tree (on the first focus),
    // the carousel's engine (after the load), the lightbox and the admin's live preview listener
    // on none.
    expect(holds(scripts, MARKERS.forms), `${path}: form engine`).toBe(kind === 'form')
    expect(holds(scripts, MARKERS.formKit), `${path}: FormKit`).toBe(false)
    expect(holds(scripts, MARKERS.carousel), `${path}: carousel`).toBe(false)
    expect(holds(scripts, MARKERS.lightbox), `${path}: lightbox`).toBe(false)
    expect(holds(scripts, MARKERS.livePreview), `${path}: live preview`).toBe(false)
  })
}

test('FormKit’s node tree is fetched when the visitor first focuses the form', async ({
  page,
  baseURL,
}) => {
  await firstLoad(page, baseURL!, '/contact')
  const later: Request[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') later.push(request)
  })
  await page.getByLabel('Email', { exact: true }).focus()
  await expect
    .poll(async () => holds(await Promise.all(later.map(describe)), MARKERS.formKit))
    .toBe(true)
})

test('the carousel’s engine is fetched once the talent page has loaded', async ({
  page,
  baseURL,
}) => {
  const later: Request[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') later.push(request)
  })
  await firstLoad(page, baseURL!, '/women/amara-okafor')
  await expect
    .poll(async () => holds(await Promise.all(later.map(describe)), MARKERS.carousel))
    .toBe(true)
})

test('the lightbox adds at most 30 KiB, compressed, on its first opening', async ({
  page,
  baseURL,
}) => {
  // Once the browser is idle the shell prefetches the menu's pages (MENU_PREFETCH_DELAY_MS), and
  // then their routes' code: theirs, not the lightbox's, so the count starts once that is in.
  const menuPrefetch = page.waitForRequest((request) => 'next-router-prefetch' in request.headers())
  await firstLoad(page, baseURL!, '/women/amara-okafor')
  await menuPrefetch
  await scriptsSettled(page)
  const later: Request[] = []
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) later.push(request)
  })
  await page.getByRole('link', { name: 'Amara Okafor, portfolio picture 1' }).click()
  await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true')
  await page.waitForLoadState('networkidle')
  const opened = await Promise.all(later.map(describe))
  expect(holds(opened, MARKERS.lightbox)).toBe(true)
  const bytes = total(opened)
  expect(bytes, `lightbox: ${kib(bytes)}`).toBeLessThanOrEqual(LIGHTBOX_LIMIT)
})
