import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Runs scripts/ci-summary.mjs on a log and returns what it printed and its exit code. */
function summarize(log: string, failedSteps = 0) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ci-summary-')), 'ci.log')
  writeFileSync(file, log)
  const run = spawnSync(process.execPath, ['scripts/ci-summary.mjs', file, String(failedSteps)], {
    encoding: 'utf8',
  })
  return { lines: run.stdout.trim().split('\n'), status: run.status }
}

const vitestGreen =
  ' Test Files  74 passed (74)\n      Tests  971 passed (971)\n   Duration  61.23s (transform 1.2s)\n'

describe('the CI summary', () => {
  it('adds up every runner into one green line', () => {
    const { lines, status } = summarize(`${vitestGreen}\n  351 passed (14.1m)\n`)
    expect(lines).toEqual([
      'runner times: vitest 61.23s, playwright 14.1m',
      '1322 passed, 0 failed',
    ])
    expect(status).toBe(0)
  })

  it('names the failed and the flaky end-to-end tests above the closing line', () => {
    const log = [
      vitestGreen,
      '  1 failed',
      '    [chromium] › tests/e2e/gallery.spec.ts:290:3 › 5. controls › slide buttons are throttled',
      '  2 flaky',
      '    [chromium] › tests/e2e/shell-menu.spec.ts:104:3 › the menu › a navigation closes the menu',
      '    [serial] › tests/e2e/serial/consent.spec.ts:121:1 › Global Privacy Control',
      '  7 skipped',
      '  300 passed (20.0m)',
    ].join('\n')
    const { lines, status } = summarize(log)
    expect(lines).toEqual([
      'runner times: vitest 61.23s, playwright 20.0m',
      'passed only on retry: [chromium] › tests/e2e/shell-menu.spec.ts:104:3 › the menu › a navigation closes the menu',
      'passed only on retry: [serial] › tests/e2e/serial/consent.spec.ts:121:1 › Global Privacy Control',
      'failed: [chromium] › tests/e2e/gallery.spec.ts:290:3 › 5. controls › slide buttons are throttled',
      '1273 passed, 1 failed',
    ])
    expect(status).toBe(1)
  })

  it('names a failed test of a run without projects', () => {
    const log = [
      '  1 failed',
      '    tests/stack/stack.spec.ts:134:1 › a publish through one instance shows through the front within 2 s ',
      '  5 did not run',
      '  3 passed (56.9s)',
    ].join('\n')
    expect(summarize(log).lines).toEqual([
      'runner times: playwright 56.9s',
      'failed: tests/stack/stack.spec.ts:134:1 › a publish through one instance shows through the front within 2 s',
      '3 passed, 1 failed',
    ])
  })

  it('names a failed Vitest test once, however often the runner prints it', () => {
    const log = [
      ' FAIL  |int| tests/int/migrations.test.ts > migrations > runs down',
      ' Test Files  1 failed | 45 passed (46)',
      '      Tests  1 failed | 371 passed (372)',
      ' FAIL  |int| tests/int/migrations.test.ts > migrations > runs down',
    ].join('\n')
    expect(summarize(log).lines).toEqual([
      'failed: |int| tests/int/migrations.test.ts > migrations > runs down',
      '371 passed, 1 failed',
    ])
  })

  it('counts a step that failed outside the runners, so the line is never green', () => {
    const { lines, status } = summarize(vitestGreen, 1)
    expect(lines).toEqual([
      'runner times: vitest 61.23s',
      '1 step(s) failed outside the test runners (see above).',
      '971 passed, 1 failed',
    ])
    expect(status).toBe(1)
  })
})
