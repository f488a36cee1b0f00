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
  // One of the stack's tests holds it to a real-time promise (no failed GET while an instance
  // restarts under load), which CI's two cores, shared with other work, can miss now and then:
  // there a failed test gets two more tries. The tests run in order, and a try starts again from
  // the first. How soon a publish shows through the front is the bench's (bench/front.ts).
  retries: process.env.CI ? 2 : 0,
  reporter: 'list',
})
