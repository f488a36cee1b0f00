import path from 'node:path'

import { defineConfig } from '@playwright/test'

import e2e from '../playwright.config'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Benchmarks that need the browser: the end-to-end setup, one worker, files in bench/. Paths and
 * the server's working folder are the project root's, as in the end-to-end config.
 */
export default defineConfig({
  ...e2e,
  globalSetup: path.join(root, 'tests/e2e/support/global-setup.ts'),
  webServer: { ...e2e.webServer, cwd: root } as typeof e2e.webServer,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../test-results/bench',
  workers: 1,
  projects: [{ name: 'bench', use: e2e.projects?.[0]?.use }],
})
