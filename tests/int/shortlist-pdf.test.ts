import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as cardRoute } from '@/app/(site)/[lang]/print/[books]/[talent]/pdf/route'
import { GET as packageRoute } from '@/app/(site)/[lang]/shortlist/pdf/route'
import { cardRenders } from '@/features/print/render-pdf'
import { packageRenders } from '@/features/shortlist/package-limits'
import { fileStore } from '@/lib/storage/storage'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/**
 * `GET /shortlist/pdf` (issue 29): a package is made once per set of talents, units and
 * language; making one costs the address one of SHORTLIST_PDF_RATE_LIMIT an hour, and waits in
 * a queue of its own, SHORTLIST_PDF_QUEUE_LENGTH long.
 */
vi.hoisted(() => {
  process.env.SHORTLIST_PDF_RATE_LIMIT = '3'
  process.env.SHORTLIST_PDF_MAX_RENDERS = '1'
  process.env.SHORTLIST_PDF_QUEUE_LENGTH = '1'
  process.env.PRINT_PDF_MAX_RENDERS = '1'
  process.env.PRINT_PDF_QUEUE_LENGTH = '1'
})

// The data cache as one server keeps it: a read runs once per key, and a read that throws
// leaves nothing behind.
const dataCache = vi.hoisted(() => new Map<string, unknown>())
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: (read: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = JSON.stringify(keyParts)
    if (!dataCache.has(key)) dataCache.set(key, await read())
    return dataCache.get(key)
  },
}))
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))

/** Counts the packages react-pdf renders; holds packages while `held` is set, cards while `heldCards` is. */
const renders = vi.hoisted(() => ({
  packages: 0,
  held: null as Promise<void> | null,
  heldCards: null as Promise<void> | null,
}))
vi.mock('@react-pdf/renderer', async (original) => {
  const actual = await original<typeof import('@react-pdf/renderer')>()
  return {
    ...actual,
    renderToBuffer: async (document: Parameters<typeof actual.renderToBuffer>[0]) => {
      if (String(document.props.title).startsWith('Shortlist')) {
        renders.packages++
        await renders.held
      } else await renders.heldCards
      return actual.renderToBuffer(document)
    },
  }
})

const TALENTS = ['ana-lee', 'ben-cole', 'cleo-marsh', 'dara-oak', 'eve-stone']

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const location = (await createTestOffices(payload)).central
  const talents: number[] = []
  for (const [index, slug] of TALENTS.entries()) {
    const cardImages: number[] = []
    for (const shade of [40, 160]) {
      const data = await sharp({
        create: {
          width: 900,
          height: 1350,
          channels: 3,
          background: { r: shade, g: index * 50, b: 90 },
        },
      })
        .jpeg()
        .toBuffer()
      const media = await payload.create({
        collection: 'media',
        data: { alt: `${slug} ${shade}` },
        file: { data, mimetype: 'image/jpeg', name: `${slug}-${shade}.jpg`, size: data.length },
        context: testContext,
      })
      cardImages.push(media.id)
    }
    const name = slug.replace('-', ' ')
    const talent = await payload.create({
      collection: 'talents',
      data: { name, slug, location, cardImages, _status: 'published' },
      context: testContext,
    })
    talents.push(talent.id)
  }
  await payload.create({
    collection: 'books',
    data: { title: 'Women', slug: 'women', talents, _status: 'published' },
    context: testContext,
  })
}, 180_000)

const shortlistPdf = (talents: string, peer: string) =>
  packageRoute(
    new Request(`http://localhost:3000/shortlist/pdf?talents=${talents}`, {
      headers: { 'x-roster-peer-address': peer },
    }),
  )

/** The page objects of a PDF's page tree, in page order. */
const pages = async (response: Response) =>
  /\/Kids \[([^\]]*)\]/
    .exec(Buffer.from(await response.arrayBuffer()).toString('latin1'))![1]!
    .match(/\d+ \d+ R/g)!

const printCard = (talent: string, query = '') =>
  cardRoute(new Request(`http://localhost:3000/print/women/${talent}/pdf${query}`), {
    params: Promise.resolve({ books: 'women', talent }),
  })

const packagesCached = () => [...dataCache.keys()].filter((key) => key.includes('shortlist-pdf'))

describe('the shortlist PDF cache', () => {
  it('renders a set of talents once: another order is served from the cache, in that order', async () => {
    const first = await shortlistPdf('ana-lee,ben-cole,cleo-marsh', '203.0.113.10')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/pdf')
    expect(renders.packages).toBe(1)
    const inFirstOrder = await pages(first)
    expect(inFirstOrder).toHaveLength(3)

    const again = await shortlistPdf('cleo-marsh,ana-lee,ben-cole,ana-lee,nobody', '203.0.113.11')
    expect(again.status).toBe(200)
    expect(renders.packages).toBe(1)
    expect(await pages(again)).toEqual([inFirstOrder[2], inFirstOrder[0], inFirstOrder[1]])
    expect(packagesCached()).toHaveLength(1)
  })

  it('keeps no entry for slugs that name no published talent, and renders nothing for them', async () => {
    const cached = packagesCached().length
    const before = renders.packages
    expect((await shortlistPdf('nobody,no-one-else', '203.0.113.12')).status).toBe(404)
    expect(renders.packages).toBe(before)
    expect(packagesCached()).toHaveLength(cached)
  })
})

describe('the shortlist PDF rate limit', () => {
  it('lets an address make 3 packages an hour, then answers 429 with Retry-After; cached ones still come', async () => {
    for (const talents of ['ana-lee', 'ben-cole', 'cleo-marsh'])
      expect((await shortlistPdf(talents, '203.0.113.20')).status).toBe(200)
    const before = renders.packages
    const refused = await shortlistPdf('dara-oak', '203.0.113.20')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({
      statusCode: 429,
      message: 'Too many shortlist PDFs from your address; try again later.',
    })
    expect(renders.packages).toBe(before)

    expect((await shortlistPdf('ben-cole,ana-lee,cleo-marsh', '203.0.113.20')).status).toBe(200)
    expect((await shortlistPdf('dara-oak', '203.0.113.21')).status).toBe(200)
  })
})

describe('the shortlist PDF queue', () => {
  /** The answer, or null when none came within five seconds: held behind the queue. */
  const within5s = (answer: Promise<Response>) =>
    Promise.race([answer, new Promise<null>((resolve) => setTimeout(resolve, 5000, null))])

  it('holds one package waiting beside the one rendering, answers 503 beyond, and never holds up a print card', async () => {
    let release!: () => void
    renders.held = new Promise((resolve) => (release = resolve))
    const rendering = shortlistPdf('ana-lee,dara-oak', '203.0.113.30')
    const waiting = shortlistPdf('ben-cole,dara-oak', '203.0.113.31')
    try {
      await vi.waitFor(() => expect(packageRenders.load).toEqual({ running: 1, waiting: 1 }))

      const busy = await within5s(shortlistPdf('cleo-marsh,dara-oak', '203.0.113.32'))
      expect(busy?.status).toBe(503)
      expect(busy?.headers.get('retry-after')).toBe('10')
      expect(busy?.headers.get('cache-control')).toBe('no-store')

      const card = await within5s(printCard('cleo-marsh'))
      expect(card?.status).toBe(200)
      expect(card?.headers.get('content-type')).toBe('application/pdf')
    } finally {
      release()
      renders.held = null
    }
    expect((await rendering).status).toBe(200)
    expect((await waiting).status).toBe(200)
    // The 503 cost the address nothing, and left no entry: asked again, it is made.
    expect((await shortlistPdf('cleo-marsh,dara-oak', '203.0.113.32')).status).toBe(200)
  })
})

describe('the print card queue', () => {
  it('holds PRINT_PDF_QUEUE_LENGTH cards waiting beside those rendering, and answers 503 beyond', async () => {
    let release!: () => void
    renders.heldCards = new Promise((resolve) => (release = resolve))
    const rendering = printCard('ana-lee', '?units=in')
    const waiting = printCard('ben-cole', '?units=in')
    try {
      await vi.waitFor(() => expect(cardRenders.load).toEqual({ running: 1, waiting: 1 }))
      const busy = await printCard('dara-oak', '?units=in')
      expect(busy.status).toBe(503)
      expect(busy.headers.get('retry-after')).toBe('5')
      expect(busy.headers.get('cache-control')).toBe('no-store')
    } finally {
      release()
      renders.heldCards = null
    }
    expect([(await rendering).status, (await waiting).status]).toEqual([200, 200])
    expect((await printCard('dara-oak', '?units=in')).status).toBe(200)
  })
})

describe('the pictures of PDFs', () => {
  it('are resized once per file and width: a package reuses those of printed cards and other packages', async () => {
    const reads = vi.spyOn(fileStore(), 'read')
    expect((await printCard('eve-stone')).status).toBe(200)
    expect(reads).toHaveBeenCalledTimes(2)
    reads.mockClear()
    const before = renders.packages
    expect((await shortlistPdf('eve-stone', '203.0.113.40')).status).toBe(200)
    expect((await shortlistPdf('eve-stone,ana-lee&units=in', '203.0.113.40')).status).toBe(200)
    expect(renders.packages).toBe(before + 2)
    expect(reads).not.toHaveBeenCalled()
    reads.mockRestore()
  })
})
