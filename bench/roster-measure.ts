/**
 * One build's figures for the Large roster benchmark (bench/large-roster.ts), on its seeded
 * database: a crawler's three passes over the sitemap (to fill the caches, again, and after a
 * publish), book page sizes, cold answers after publishes, the admin, staff's REST API, and the
 * server's memory throughout.
 */
import { adminLoads, type AdminLoad } from './roster-admin'
import {
  BROWSER,
  crawl,
  firstOfBook,
  publishRename,
  rendersWhenQuiet,
  sitemapAddresses,
  staffApi,
  timedGet,
  type Pass,
  type Talent,
} from './roster-site'
import type { SiteServer } from './site-server'
import { staffToken } from './staff'

/** First requests after a publish: their times, and how the page cache answered each. */
export type Cold = { ms: number[]; cache: string[] }

export type Figures = {
  women: { raw: number; br: number; apiRaw: number }
  womenCold: Cold
  talentCold: Cold
  searchCold: Cold
  searchWarm: number[]
  sitemap: { raw: number; brOnly: number; brOnlyEncoding: string; warm: number[]; cold: Cold }
  crawls: { first: Pass; second: Pass; afterPublish: Pass }
  /** Sitemap addresses whose page showed the renamed talent (address or name) before it. */
  showing: number
  /** Pages and page JSON rendered from the publish until the next pass had asked for all. */
  publishRenders: number
  rest: { ms: number[]; bytes: number }
  admin: { list: AdminLoad[]; editor: AdminLoad[] }
  rss: { peak: number; idle: number }
}

const JSON_ACCEPT = { ...BROWSER, accept: 'application/json' }
const QUIET_BEFORE_IDLE_MS = 10_000

/** `repeats` first requests after a publish of `talent`, each once the last one's renders ended. */
async function coldAfterPublish(
  base: string,
  api: ReturnType<typeof staffApi>,
  talent: Talent,
  address: string,
  repeats: number,
  headers: Record<string, string> = BROWSER,
): Promise<Cold> {
  const cold: Cold = { ms: [], cache: [] }
  for (let publish = 0; publish < repeats; publish++) {
    await rendersWhenQuiet(base)
    await publishRename(api, talent)
    const answer = await timedGet(`${base}${address}`, headers)
    cold.ms.push(answer.ms)
    cold.cache.push(String(answer.headers['x-roster-cache'] ?? 'none'))
  }
  return cold
}

export async function measureBuild(server: SiteServer, repeats: number): Promise<Figures> {
  const base = server.base
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 250)
  try {
    const token = await staffToken(base)
    const api = staffApi(base, token)
    const [woman, man, newFace] = await Promise.all(
      ['women', 'men', 'new-faces'].map((book) => firstOfBook(api, book)),
    )
    const addresses = await sitemapAddresses(base)
    const first = await crawl(base, addresses, [`/${woman!.slug}`, woman!.name])
    const second = await crawl(base, addresses)

    const women = {
      raw: (await timedGet(`${base}/women`, { ...BROWSER, 'accept-encoding': 'identity' })).body
        .length,
      br: (await timedGet(`${base}/women`, { ...BROWSER, 'accept-encoding': 'br' })).body.length,
      apiRaw: (
        await timedGet(`${base}/api/women`, { ...JSON_ACCEPT, 'accept-encoding': 'identity' })
      ).body.length,
    }
    const brOnly = await timedGet(`${base}/sitemap.xml`, { ...BROWSER, 'accept-encoding': 'br' })
    const sitemapWarm: number[] = []
    for (let ask = 0; ask < repeats; ask++)
      sitemapWarm.push((await timedGet(`${base}/sitemap.xml`, BROWSER)).ms)
    const sitemapRaw = await timedGet(`${base}/sitemap.xml`, {
      ...BROWSER,
      'accept-encoding': 'identity',
    })

    // One publish, and what it costs until a crawler has been everywhere again.
    const beforePublish = await rendersWhenQuiet(base)
    await publishRename(api, woman!)
    const womenFirst = await timedGet(`${base}/women`, BROWSER)
    const afterPublish = await crawl(base, addresses)
    const publishRenders = afterPublish.endRenders - beforePublish
    const showing = [...first.holds.values()].filter((found) => found.size > 0).length

    const womenCold = await coldAfterPublish(base, api, woman!, '/women', repeats - 1)
    womenCold.ms.unshift(womenFirst.ms)
    womenCold.cache.unshift(String(womenFirst.headers['x-roster-cache'] ?? 'none'))
    const talentCold = await coldAfterPublish(base, api, man!, `/men/${man!.slug}`, repeats)
    const search = '/api/_search?q=ma'
    const searchCold = await coldAfterPublish(base, api, newFace!, search, repeats, JSON_ACCEPT)
    const searchWarm: number[] = []
    for (let ask = 0; ask < Math.max(5, repeats); ask++)
      searchWarm.push((await timedGet(`${base}${search}`, JSON_ACCEPT)).ms)
    const sitemapCold = await coldAfterPublish(base, api, newFace!, '/sitemap.xml', repeats)

    const rest = { ms: [] as number[], bytes: 0 }
    for (let ask = 0; ask < repeats; ask++) {
      const answer = await timedGet(`${base}/cms/api/talents?limit=10`, {
        accept: 'application/json',
        authorization: `JWT ${token}`,
      })
      rest.ms.push(answer.ms)
      rest.bytes = answer.body.length
    }

    const womenBook = await api<{ docs: { id: number }[] }>(
      'GET',
      'books?where[slug][equals]=women&depth=0&limit=1',
    )
    const admin = await adminLoads(base, token, womenBook.docs[0]!.id, repeats)

    await rendersWhenQuiet(base)
    await new Promise((resolve) => setTimeout(resolve, QUIET_BEFORE_IDLE_MS))
    const idle = server.rss()
    return {
      women,
      womenCold,
      talentCold,
      searchCold,
      searchWarm,
      sitemap: {
        raw: sitemapRaw.body.length,
        brOnly: brOnly.body.length,
        brOnlyEncoding: String(brOnly.headers['content-encoding'] ?? 'none'),
        warm: sitemapWarm,
        cold: sitemapCold,
      },
      crawls: { first, second, afterPublish },
      showing,
      publishRenders,
      rest,
      admin,
      rss: { peak, idle },
    }
  } finally {
    clearInterval(sampler)
  }
}
