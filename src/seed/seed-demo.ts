import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

import { slugify } from '@/cms/fields/reserved-slugs'

import { SEED_FAQS, SEED_FOOTER, SEED_LOCATIONS, SEED_MENU, WEEKDAY_HOURS } from './agency'
import { generateLandscape, generateLogo, generateMapImage, generatePortrait } from './images'
import { storedMenu } from './menu'
import { seedPages } from './pages'
import { richText } from './rich-text'
import { manualPaymentLines } from './spanish'
import { SEED_BOOKS, SEED_TALENTS, seedBio } from './talents'
import { translateDemo } from './translate'

const PORTFOLIO_IMAGES = 4
const POLAROIDS = 2

/** Seeded writes must not try to expire Next's cache: there is none outside a request. */
const context = { disableRevalidate: true }

/**
 * Creates the demo agency on an empty database, in one transaction: it is all there or not at
 * all, in English and then in Spanish. Returns false, touching nothing, when the database already
 * holds content.
 */
export async function seedDemo(payload: Payload): Promise<boolean> {
  const [pages, books] = await Promise.all([
    payload.count({ collection: 'pages' }),
    payload.count({ collection: 'books' }),
  ])
  if (pages.totalDocs > 0 || books.totalDocs > 0) return false

  const started = Date.now()
  payload.logger.info('Seeding the demo agency (first start on an empty database)...')
  const req = await createLocalReq({ context }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    await createDemo(payload, req)
    await translateDemo(payload, req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  payload.logger.info(
    `Seeded the demo agency in ${((Date.now() - started) / 1000).toFixed(1)} s: ${SEED_TALENTS.length} talents, ${SEED_BOOKS.length} books, ${SEED_LOCATIONS.length} locations.`,
  )
  return true
}

async function createDemo(payload: Payload, req: PayloadRequest): Promise<void> {
  const upload = async (data: Buffer, name: string, alt: string, mimetype = 'image/jpeg') => {
    const media = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype, name, size: data.length },
      req,
      context,
    })
    return media.id
  }

  const locations = {} as Record<'central' | 'los-angeles', number>
  for (const [index, location] of SEED_LOCATIONS.entries()) {
    const map = await upload(
      await generateMapImage({ seed: 900 + index, label: location.name }),
      `map-${location.slug}.png`,
      `Map of the ${location.name} office`,
      'image/png',
    )
    const created = await payload.create({
      collection: 'locations',
      data: {
        ...location,
        hours: WEEKDAY_HOURS,
        map,
        payments: {
          online: true,
          currency: 'usd',
          minimumAmount: 10,
          maximumAmount: 10000,
          manualInstructions: richText(...manualPaymentLines(location).en),
        },
      },
      req,
      context,
    })
    locations[location.slug as 'central' | 'los-angeles'] = created.id
  }

  const bookTalents: Record<string, number[]> = Object.fromEntries(
    SEED_BOOKS.map((book) => [book.slug, []]),
  )
  for (const [index, talent] of SEED_TALENTS.entries()) {
    const slug = slugify(talent.name)
    const portrait = (seed: number, variant?: 'polaroid') =>
      generatePortrait({ seed, identity: index, hair: talent.hair, variant })
    const polaroidsReady = Promise.all(
      Array.from({ length: POLAROIDS }, (_, n) => portrait(index * 100 + 50 + n, 'polaroid')),
    )
    // Four pictures at a time at most, so a talent with many does not hold them all in memory.
    const portfolio: Buffer[] = []
    const count = talent.portfolioImages ?? PORTFOLIO_IMAGES
    for (let start = 0; start < count; start += PORTFOLIO_IMAGES) {
      const batch = Array.from({ length: Math.min(PORTFOLIO_IMAGES, count - start) }, (_, n) =>
        portrait(index * 100 + start + n),
      )
      portfolio.push(...(await Promise.all(batch)))
    }
    const polaroids = await polaroidsReady
    const portfolioIds: number[] = []
    for (const [n, image] of portfolio.entries()) {
      portfolioIds.push(
        await upload(image, `${slug}-${n + 1}.jpg`, `${talent.name}, portfolio picture ${n + 1}`),
      )
    }
    const polaroidIds: number[] = []
    for (const [n, image] of polaroids.entries()) {
      polaroidIds.push(
        await upload(image, `${slug}-polaroid-${n + 1}.jpg`, `${talent.name}, polaroid ${n + 1}`),
      )
    }
    const created = await payload.create({
      collection: 'talents',
      data: {
        name: talent.name,
        slug,
        _status: 'published',
        location: talent.town === 'LA' ? locations['los-angeles'] : locations.central,
        inTown: talent.inTown,
        measurements: {
          heightCm: talent.heightCm,
          bustCm: talent.bustCm,
          waistCm: talent.waistCm,
          hipsCm: talent.hipsCm,
          shoeEu: talent.shoeEu,
          dressSize: talent.dressSize,
          hair: talent.hair as never,
          eyes: talent.eyes as never,
        },
        bio: seedBio(talent.name, index),
        instagramUrl: talent.instagram
          ? `https://www.instagram.com/${talent.instagram[0]}/`
          : undefined,
        instagramFollowers: talent.instagram?.[1],
        portfolio: portfolioIds.map((image) => ({ image })),
        polaroids: polaroidIds.map((image) => ({ image })),
        polaroidsTakenAt: new Date(Date.UTC(2026, index % 10, 1 + (index % 27))).toISOString(),
        cardImages: [...portfolioIds, ...polaroidIds].slice(0, 5),
        internalNotes: 'Demo talent: generated by the seed.',
      },
      req,
      context,
    })
    for (const book of talent.books) bookTalents[book]?.push(created.id)
  }

  const books: Record<string, number> = {}
  for (const [order, book] of SEED_BOOKS.entries()) {
    const created = await payload.create({
      collection: 'books',
      data: { ...book, order, talents: bookTalents[book.slug], _status: 'published' },
      req,
      context,
    })
    books[book.slug] = created.id
  }

  for (const [order, [question, answer]] of SEED_FAQS.entries()) {
    await payload.create({ collection: 'faqs', data: { question, answer, order }, req, context })
  }

  const heroImage = await upload(
    await generateLandscape({ seed: 7 }),
    'home-banner.jpg',
    'Three models in a warm studio light',
  )
  const aboutImages = await Promise.all(
    [11, 12, 13].map(async (seed, n) =>
      upload(await generateLandscape({ seed }), `about-${n + 1}.jpg`, `Studio work ${n + 1}`),
    ),
  )
  const pages: Record<string, number> = {}
  for (const page of seedPages({ books, locations, heroImage, aboutImages })) {
    const created = await payload.create({
      collection: 'pages',
      data: { ...page, _status: 'published' },
      req,
      context,
    })
    pages[page.slug] = created.id
  }

  const logo = await upload(await generateLogo(), 'roster-logo.png', 'Roster', 'image/png')
  await payload.updateGlobal({
    slug: 'navigation',
    data: { items: storedMenu(SEED_MENU, { pages, books }) },
    req,
    context,
  })
  await payload.updateGlobal({ slug: 'footer', data: SEED_FOOTER, req, context })
  await payload.updateGlobal({
    slug: 'settings',
    data: {
      website: {
        name: 'Roster',
        tagline: 'A talent and model agency in Los Angeles and Central.',
        logo,
        share_image: heroImage,
        lazy_page_load: false,
        default_theme: 'system',
        default_town: 'LA',
      },
      social: [{ platform: 'instagram', url: 'https://www.instagram.com/roster.agency/' }],
    },
    req,
    context,
  })
}
