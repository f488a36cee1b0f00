#!/usr/bin/env node
/**
 * Adds up the test runners' own summary lines in a CI log (Vitest's "Tests  3 failed | 40 passed",
 * Playwright's "40 passed" and "3 failed") into one closing line: "N passed, N failed". A step
 * that failed without a test failing (lint, type check, a crash) counts as one failure, so the
 * line never reads as green when the run was not.
 *
 * The tests that failed, and the end-to-end tests that passed only on retry, are named again just
 * above that line: a reader who sees only the end of a long log still learns which ones they were.
 * So is each runner's own duration, in the order they ran: where CI's time went (its budget is 45
 * minutes).
 */
import { readFileSync } from 'node:fs'

const log = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '')
const failedSteps = Number(process.argv[3] ?? 0)
let passed = 0
let failed = 0
/** Test names under Playwright's "N failed" / "N flaky" / "N interrupted" and Vitest's "FAIL". */
const named = { failed: new Set(), flaky: new Set() }
let playwrightList = null
/** "vitest 61.2s", "playwright 22.3m": each run's duration as its runner reports it. */
const durations = []
for (const line of log.split('\n')) {
  const vitestDuration = /^\s*Duration\s+([\d.]+m?s)\b/.exec(line)
  if (vitestDuration) durations.push(`vitest ${vitestDuration[1]}`)
  const playwrightDuration = /^\s{2}\d+ passed \(([\d.]+m?s?)\)\s*$/.exec(line)
  if (playwrightDuration) durations.push(`playwright ${playwrightDuration[1]}`)
  // "    [chromium] › tests/e2e/a.spec.ts:3:1 › title", without the project where there is one.
  const listed = /^\s{4}((?:\[[\w-]+\] › )?\S+:\d+:\d+ › .*\S)\s*$/.exec(line)
  if (playwrightList && listed) {
    named[playwrightList].add(listed[1])
    continue
  }
  playwrightList = null
  const vitestFailure = /^\s*FAIL\s+(.*\S)\s*$/.exec(line)
  if (vitestFailure) {
    named.failed.add(vitestFailure[1])
    continue
  }
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
      // Failed, then passed on one of CI's retries: counted as passed, and named.
      passed += count
      playwrightList = 'flaky'
    } else {
      failed += count
      playwrightList = 'failed'
    }
  }
}
if (durations.length > 0) console.log(`runner times: ${durations.join(', ')}`)
for (const name of named.flaky) console.log(`passed only on retry: ${name}`)
for (const name of named.failed) console.log(`failed: ${name}`)
if (failedSteps > failed) {
  console.log(`${failedSteps - failed} step(s) failed outside the test runners (see above).`)
  failed = failedSteps
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
