/**
 * `npm run seed:talents -- N`: adds N generated talents (src/seed/large-roster.ts) to the database
 * of this environment (DATA_DIR, DATABASE_URL), published and in their books, with pictures
 * uploaded through Payload as staff uploads are. An empty database first gets the demo
 * (unless SEED_DEMO=0). Run it
 * with the site stopped, or restart the site after: its caches do not learn of writes made here.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/lib/env'
import { migrateToLatest } from '@/lib/migrate'
import { seedDemo } from '@/seed/seed-demo'
import { seedLargeRoster } from '@/seed/seed-large-roster'

const count = Number(process.argv[2])
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run seed:talents -- N (the number of talents to add, 1 or more)')
  process.exit(2)
}
const payload = await getPayload({ config })
await migrateToLatest(payload)
if (env.seedDemo) await seedDemo(payload)
await seedLargeRoster(payload, count)
// The database client keeps the process alive.
process.exit(0)
