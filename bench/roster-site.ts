/**
 * What the Large roster benchmark (bench/large-roster.ts) asks one site for, on loopback: timed
 * answers as they come over the wire, the sitemap's addresses, a crawler's pass over them, the
 * render counter (ROSTER_TEST_ROUTES=1) and publishes as staff make them.
 */
import { performance } from 'node:perf_hooks'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { getOnTheWire, type WireAnswer } from '../tests/helpers/get-on-the-wire'

/** A desktop Chrome's request for a page. */
export const BROWSER = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
/** A search engine's crawler: the page cache keeps its pages apart from people's. */
export const CRAWLER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

export type Timed = WireAnswer & { ms: number }

/** A GET timed until its last byte, as curl's `time_total`. */
export async function timedGet(url: string, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now()
  const answer = await getOnTheWire(url, headers)
  return { ...answer, ms: performance.now() - started }
}

/** An answer's text, unpacked as a browser would. */
export function textOf(answer: WireAnswer): string {
  const encoding = answer.headers['content-encoding']
  const body =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body
  return body.toString('utf8')
}

/** Every address the sitemap lists, following an index to its parts, on `base`. */
export async function sitemapAddresses(base: string): Promise<string[]> {
  const locs = async (address: string) => {
    const xml = textOf(await getOnTheWire(address, BROWSER))
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    return { index: xml.includes('<sitemapindex'), found }
  }
  const root = await locs(`${base}/sitemap.xml`)
  const onBase = (address: string) => base + new URL(address).pathname + new URL(address).search
  if (!root.index) return root.found.map(onBase)
  const parts = await Promise.all(root.found.map((part) => locs(onBase(part))))
  return parts.flatMap((part) => part.found.map(onBase))
}

/** Pages and page JSON rendered so far (lib/render-count.ts). */
export async function renders(base: string): Promise<number> {
  const answer = await fetch(`${base}/api/_test/renders`)
  if (!answer.ok) throw new Error(`/api/_test/renders: ${answer.status} (ROSTER_TEST_ROUTES=1?)`)
  return ((await answer.json()) as { renders: number }).renders
}

/** The render count once no render has started for a while (a publish renders behind visits). */
export async function rendersWhenQuiet(base: string): Promise<number> {
  let last = await renders(base)
  for (let still = 0; still < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = await renders(base)
    still = now === last ? still + 1 : 0
    last = now
  }
  return last
}

export type Pass = {
  addresses: number
  hits: number
  renders: number
  /** The render count once the pass's renders ended. */
  endRenders: number
  seconds: number
  /** The addresses that were not hits. */
  misses: string[]
  /** Per address, which of `watch` its page holds (a talent's address, their name). */
  holds: Map<string, Set<string>>
}

/**
 * A crawler asking for every address once, one after another (over node:http: fetch would add
 * headers of its own, `sec-fetch-mode: cors` among them).
 */
export async function crawl(
  base: string,
  addresses: string[],
  watch: string[] = [],
): Promise<Pass> {
  const before = await rendersWhenQuiet(base)
  const started = performance.now()
  let hits = 0
  const misses: string[] = []
  const holds = new Map<string, Set<string>>()
  for (const address of addresses) {
    const answer = await getOnTheWire(address, CRAWLER)
    const text = textOf(answer)
    if (answer.headers['x-roster-cache'] === 'HIT') hits++
    else misses.push(address)
    holds.set(address, new Set(watch.filter((needle) => text.includes(needle))))
  }
  const seconds = (performance.now() - started) / 1000
  const endRenders = await rendersWhenQuiet(base)
  return {
    addresses: addresses.length,
    hits,
    misses,
    renders: endRenders - before,
    endRenders,
    seconds,
    holds,
  }
}

/** Staff's REST API on `base` with a session token. */
export function staffApi(base: string, token: string) {
  return async <T>(method: string, address: string, body?: object): Promise<T> => {
    const response = await fetch(`${base}/cms/api/${address}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${address}: ${response.status}`)
    return (await response.json()) as T
  }
}

export type Talent = { id: number; name: string; slug: string; book: string }

/** The first talent a book shows (on its first page in every build). */
export async function firstOfBook(api: ReturnType<typeof staffApi>, book: string): Promise<Talent> {
  const { docs } = await api<{ docs: { talents: number[] }[] }>(
    'GET',
    `books?where[slug][equals]=${book}&depth=0&limit=1`,
  )
  const id = docs[0]!.talents[0]!
  const talent = await api<{ name: string; slug: string }>('GET', `talents/${id}?depth=0`)
  return { id, name: talent.name, slug: talent.slug, book }
}

const RENAMED = ' (bench)'

/**
 * Publishes a change every page showing the talent shows (their name, which their book's card
 * carries too), and back again on the next call.
 */
export async function publishRename(api: ReturnType<typeof staffApi>, talent: Talent) {
  talent.name = talent.name.endsWith(RENAMED)
    ? talent.name.slice(0, -RENAMED.length)
    : `${talent.name}${RENAMED}`
  await api('PATCH', `talents/${talent.id}?depth=0`, { name: talent.name, _status: 'published' })
}
