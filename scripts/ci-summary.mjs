#!/usr/bin/env node
/**
 * Adds up the test runners' own summary lines in a CI log (Vitest's "Tests  3 failed | 40 passed",
 * Playwright's "40 passed" and "3 failed") into one closing line: "N passed, N failed". A step
 * that failed without a test failing (lint, type check, a crash) counts as one failure, so the
 * line never reads as green when the run was not.
 */
import { readFileSync } from 'node:fs'

const log = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '')
const failedSteps = Number(process.argv[3] ?? 0)
let passed = 0
let failed = 0
for (const line of log.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line)
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0)
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0)
    continue
  }
  const playwright = /^\s{2}(\d+) (passed|failed|flaky|interrupted)\b/.exec(line)
  if (playwright) {
    const count = Number(playwright[1])
    if (playwright[2] === 'passed') passed += count
    else if (playwright[2] === 'flaky') {
      // Failed once, then passed on CI's single retry: counted as passed, and named.
      passed += count
      console.log(`${count} end-to-end test(s) passed only on retry (flaky): see the list above.`)
    } else failed += count
  }
}
if (failedSteps > failed) {
  console.log(`${failedSteps - failed} step(s) failed outside the test runners (see above).`)
  failed = failedSteps
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
