import { defineConfig } from '@playwright/test'

import e2e from '../playwright.config'

/** Benchmarks that need the browser: the end-to-end setup, one worker, files in bench/. */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../test-results/bench',
  workers: 1,
  projects: [{ name: 'bench', use: e2e.projects?.[0]?.use }],
})
