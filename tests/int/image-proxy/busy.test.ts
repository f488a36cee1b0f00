import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startHarness, type Harness } from './harness'

/** The transform gate: one slot and one queue place here, so the third concurrent miss is refused. */

let h: Harness
beforeAll(async () => {
  h = await startHarness({
    IMAGE_PROXY_MAX_TRANSFORMS: '1',
    IMAGE_PROXY_QUEUE_LENGTH: '1',
    IMAGE_PROXY_QUEUE_WAIT_MS: '30000',
  })
  const noise = await sharp({
    create: {
      width: 1600,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer()
  for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
    await writeFile(path.join(h.mediaDir, name), noise)
})
afterAll(() => h.close())

it('runs one transform, queues one, and answers 503 with Retry-After beyond the queue', async () => {
  const responses = await Promise.all(
    ['a.jpg', 'b.jpg', 'c.jpg'].map((name) =>
      h.get({ src: `/media/${name}`, w: '1600' }, { accept: 'image/webp' }),
    ),
  )
  const statuses = responses.map((response) => response.status).sort()
  expect(statuses).toEqual([200, 200, 503])
  const busy = responses.find((response) => response.status === 503)!
  expect(busy.headers.get('retry-after')).toBe('2')
  expect(busy.headers.get('cache-control')).toBe('no-store')
  expect(await busy.text()).toBe('Busy, try again shortly')
})
