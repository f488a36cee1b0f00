import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrateToLatest } from '@/lib/migrate'

/** The Payload instance of this test file, on its own freshly migrated database. */
export async function testPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await migrateToLatest(payload)
  return payload
}

/** Writes from tests happen outside Next: there is no cache to expire. */
export const testContext = { disableRevalidate: true }

/** The demo's two offices, as the form tests need them: their ids by slug. */
export async function createTestOffices(
  payload: Payload,
): Promise<Record<'central' | 'los-angeles', number>> {
  const offices = {} as Record<'central' | 'los-angeles', number>
  for (const [name, slug, town, email] of [
    ['Central', 'central', 'CENTRAL', 'central@roster.test'],
    ['Los Angeles', 'los-angeles', 'LA', 'la@roster.test'],
  ] as const) {
    const created = await payload.create({
      collection: 'locations',
      data: {
        name,
        slug,
        town,
        email,
        address: { street: '1 Main St', city: name },
        phone: '+1 310 555 0100',
        timeZone: 'America/Los_Angeles',
      },
      context: testContext,
    })
    offices[slug] = created.id
  }
  return offices
}
