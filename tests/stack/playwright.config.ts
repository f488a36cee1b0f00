import { defineConfig } from '@playwright/test'

/**
 * The production stack end to end (`npm run test:stack`): nginx from deploy/nginx.conf in front
 * of two instances on PostgreSQL, Redis and an S3 server, as `npm run stack` starts it
 * (tests/stack/stack.spec.ts). One worker: the stack is one, and its tests stop parts of it.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/stack',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // As the other end-to-end tests: on CI's two shared cores a timing-bound test gets one more try.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
})
