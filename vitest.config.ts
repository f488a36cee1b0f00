import path from 'node:path'
import { defineConfig } from 'vitest/config'

import { demoImageCacheDir } from './scripts/demo-image-cache.mjs'

const alias = {
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only.ts'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Unit tests are hermetic: limiters and caches count in memory even where CI sets
          // REDIS_URL, so a counter left in Redis by an earlier run cannot decide a test.
          env: { REDIS_URL: '' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/int-setup.ts'],
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          // Each file has a database of its own, and most of its time is one core's work (loading
          // Payload, SQL): two files at a time, even on CI's two cores (Vitest would run one).
          maxWorkers: 2,
          // The files that seed the demo make its pictures once (src/seed/images/made-before.ts).
          env: { DEMO_IMAGE_CACHE: demoImageCacheDir() },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
