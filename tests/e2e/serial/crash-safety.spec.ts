import path from 'node:path'

import { expect, test } from '@playwright/test'

import { runCrashCycles } from '../../helpers/crash-cycles'
import { E2E_PORT } from '../support/server-env'

/**
 * Kill -9 under load, a few times (`npm run bench` does it 200 times): every application and
 * contact message answered 2xx is stored whole with its photos, nothing half-stored is visible,
 * and the server starts cleanly after every kill.
 */
const CYCLES = Number(process.env.CRASH_TEST_CYCLES ?? 6)

test('kill -9 during a stream of applications and messages loses nothing it confirmed', async () => {
  test.setTimeout(600_000)
  const figures = await runCrashCycles({
    port: E2E_PORT + 9,
    dataDir: path.resolve('data/e2e-crash'),
    cycles: CYCLES,
  })
  expect(figures.cleanStarts).toBe(CYCLES + 1)
  expect(figures.answered2xx).toBeGreaterThan(0)
  expect(figures.missing).toEqual([])
  expect(figures.halfStored).toEqual([])
  expect(figures.found).toBe(figures.answered2xx)
})
