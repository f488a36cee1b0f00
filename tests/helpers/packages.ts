import type { Payload } from 'payload'

import { testContext } from './payload'

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
)

/** A one-pixel picture in the media collection. */
export async function testPicture(payload: Payload, name: string): Promise<number> {
  const media = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data: PIXEL, mimetype: 'image/png', name: `${name}.png`, size: PIXEL.length },
    context: testContext,
  })
  return media.id
}

/**
 * A talent with `portfolio` pictures and one polaroid, published or not (a new face in
 * development is not on the site).
 */
export async function testTalent(
  payload: Payload,
  options: { name: string; office: number; portfolio: number; published: boolean },
) {
  const slug = options.name.toLowerCase().replace(/\W+/g, '-')
  const portfolio: number[] = []
  for (let n = 1; n <= options.portfolio; n++)
    portfolio.push(await testPicture(payload, `${slug}-${n}`))
  const polaroid = await testPicture(payload, `${slug}-polaroid`)
  const talent = await payload.create({
    collection: 'talents',
    data: {
      name: options.name,
      slug,
      location: options.office,
      measurements: { heightCm: 178, waistCm: 61 },
      instagramUrl: 'https://www.instagram.com/' + slug.replace(/-/g, '') + '/',
      portfolio: portfolio.map((image) => ({ image })),
      polaroids: [{ image: polaroid }],
      _status: options.published ? 'published' : 'draft',
    },
    draft: !options.published,
    context: testContext,
  })
  return { id: talent.id, slug, portfolio, polaroid }
}
