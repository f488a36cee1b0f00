import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { FIXED_PAGE_SLUGS } from '@/cms/fields/reserved-slugs'
import { getOffices } from '@/lib/data/offices'
import { seedDemo } from '@/seed/seed-demo'

import { testPayload } from '../helpers/payload'

const counts = async (payload: Payload) =>
  Object.fromEntries(
    await Promise.all(
      (['pages', 'books', 'talents', 'media', 'locations', 'faqs'] as const).map(
        async (collection) => [collection, (await payload.count({ collection })).totalDocs],
      ),
    ),
  )

describe('the demo seed', () => {
  let payload: Payload
  let firstRun: boolean

  beforeAll(async () => {
    payload = await testPayload()
    firstRun = await seedDemo(payload)
  }, 600_000)

  it('creates the demo agency on an empty database', async () => {
    expect(firstRun).toBe(true)
    const seeded = await counts(payload)
    expect(seeded.books).toBeGreaterThanOrEqual(4)
    expect(seeded.talents).toBeGreaterThanOrEqual(30)
    expect(seeded.locations).toBe(2)
    expect(seeded.faqs).toBeGreaterThan(0)
  })

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts(payload)
    expect(await seedDemo(payload)).toBe(false)
    expect(await counts(payload)).toEqual(before)
  })

  it('gives every fixed route a published page, and adds the accessibility statement', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      limit: 100,
      overrideAccess: false,
      select: { slug: true },
    })
    expect(docs.map((page) => page.slug).sort()).toEqual(
      [...FIXED_PAGE_SLUGS, 'accessibility'].sort(),
    )
  })

  it('publishes every talent in at least one book, with pictures', async () => {
    const { docs: talents } = await payload.find({
      collection: 'talents',
      limit: 100,
      overrideAccess: false,
      depth: 0,
    })
    const { docs: books } = await payload.find({ collection: 'books', limit: 100, depth: 0 })
    const inBooks = new Set(books.flatMap((book) => book.talents ?? []))
    for (const talent of talents) {
      expect(inBooks.has(talent.id), talent.name).toBe(true)
      expect(talent.portfolio?.length, talent.name).toBeGreaterThanOrEqual(4)
    }
  })

  it('generates realistic portrait images', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: 'amara-okafor-1.jpg' } },
      limit: 1,
    })
    const media = docs[0]
    expect(media?.width).toBe(1600)
    expect(media?.height).toBe(2400)
    expect(media?.filesize).toBeGreaterThan(100_000)
    const stats = await sharp(`${process.env.DATA_DIR}/media/${media!.filename}`).stats()
    // Not a flat fill: the picture has light and shade.
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10)
  })

  it('translates every page, book, talent, FAQ entry and office into Spanish', async () => {
    for (const collection of ['pages', 'books', 'talents', 'faqs', 'locations'] as const) {
      const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
      for (const doc of docs) expect(doc.missingTranslations, `${collection} ${doc.id}`).toEqual([])
    }
  })

  it('keeps the English and what both languages share', async () => {
    const read = (locale: 'en' | 'es') =>
      payload.find({
        collection: 'pages',
        where: { slug: { equals: 'home' } },
        locale,
        fallbackLocale: false,
        depth: 0,
      })
    const [{ docs: english }, { docs: spanish }] = await Promise.all([read('en'), read('es')])
    const banner = english[0]?.blocks?.[0] as { poster: number }
    expect(banner).toMatchObject({
      heading: 'Faces for the season ahead',
      link: { label: 'See the women', url: '/women' },
    })
    expect(spanish[0]?.blocks?.[0]).toMatchObject({
      heading: 'Rostros para la próxima temporada',
      link: { label: 'Ver a las mujeres', url: '/women' },
      poster: banner.poster,
    })
    const settings = await payload.findGlobal({ slug: 'settings', locale: 'es', depth: 0 })
    expect(settings.website).toMatchObject({
      name: 'Roster',
      tagline: 'Una agencia de modelos y talento en Los Ángeles y Central.',
    })
    const { docs: pictures } = await payload.find({
      collection: 'media',
      where: { filename: { equals: 'amara-okafor-1.jpg' } },
      locale: 'es',
    })
    expect(pictures[0]?.alt).toBe('Amara Okafor, foto de portfolio 1')
    const footer = await payload.findGlobal({ slug: 'footer', locale: 'es' })
    expect(footer.links?.[0]).toMatchObject({ label: 'Preguntas frecuentes', slug: '/faq' })
  })

  it('leaves the offices without Spanish mail texts of their own: the built-in ones apply', async () => {
    const offices = await getOffices('es', payload)
    expect(offices).toHaveLength(2)
    for (const office of offices)
      expect(office.mailTexts?.contactConfirmation?.subject ?? null).toBeNull()
    const [english] = await getOffices('en', payload)
    expect(english?.mailTexts?.contactConfirmation?.subject).toBe('We received your message')
  })
})
