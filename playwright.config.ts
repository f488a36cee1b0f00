import { defineConfig, devices } from '@playwright/test'

import { E2E_BASE_URL, E2E_PORT } from './tests/e2e/support/server-env'

/**
 * End-to-end tests run in the system Chromium against the production build, served with a
 * freshly seeded database of their own (tests/e2e/support/start-server.mjs).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // CI may share its 2 cores with other work: there, the waits for what a page shows get twice
  // the time, and a test half as long again. They are limits of polling, not timings: the tests
  // of a timing measure it in the page.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // CI shares 2 cores between the server, Chromium and the runner: a timing-bound test may get
  // one more try there; the closing line reports such tests as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell), which Playwright itself
      // runs for headless tests: a third less CPU than the whole browser in its new headless
      // mode, and CI's end-to-end run is bound by CPU, most of it the browsers' (decision 55).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'serial/**' },
    // Tests that change shared content or count the server's queries run alone, after the rest.
    {
      name: 'serial',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'serial/**',
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: `node tests/e2e/support/start-server.mjs`,
    url: `${E2E_BASE_URL}/api/_build`,
    timeout: 600_000,
    // Locally, a server already on the port is reused: start it once, rerun tests quickly.
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
})
