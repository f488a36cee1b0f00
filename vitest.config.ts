import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
