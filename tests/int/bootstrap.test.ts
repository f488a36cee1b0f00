import config from '@payload-config'
import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import { bootstrap } from '@/bootstrap'

/** What the server does when it starts, before its first request (src/instrumentation.ts). */
describe('server start', () => {
  it('migrates an empty database, and with SEED_DEMO=0 seeds nothing', async () => {
    expect(process.env.SEED_DEMO).toBe('0')
    await bootstrap()
    const payload = await getPayload({ config })
    const { totalDocs: applied } = await payload.count({ collection: 'payload-migrations' })
    expect(applied).toBeGreaterThan(0)
    for (const collection of ['pages', 'books', 'talents', 'media'] as const) {
      expect((await payload.count({ collection })).totalDocs, collection).toBe(0)
    }
  })
})
