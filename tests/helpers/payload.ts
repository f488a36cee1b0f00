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
