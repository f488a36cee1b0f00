/**
 * Large roster benchmark (issue 31): `npx tsx bench/large-roster.ts [--quick]`
 * (BENCH_ROSTER_TALENTS=1000, BENCH_ROSTER_REPEATS=5, BENCH_ROSTER_PORT=3810,
 * BENCH_ROSTER_BASELINE_REV=42a06e1, BENCH_ROSTER_BASELINE_DIR=../wt-base-roster).
 *
 * The table, measured on three sites served in turn, alone, pinned to CPU 0 (this process
 * and its Chromium on CPU 1), each on a database of its own under data/ of its checkout, seeded
 * once and kept for the next run (bench/roster-seed.ts): the demo (30 talents) on this tree, the
 * yardstick of the targets; and the demo plus the same BENCH_ROSTER_TALENTS generated talents
 * (src/seed/large-roster.ts) on BENCH_ROSTER_BASELINE_REV ("before", the measurement,
 * in a worktree of its own, bench/baseline.ts) and on this tree ("after"). Servers run with
 * ROSTER_TEST_ROUTES=1, for their render counter. `--quick`: 200 talents, one of each
 * repeated measurement, printed and not written.
 * Results go to docs/benchmarks.md (section "Large roster").
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { baselineFromEnv, describeCheckout, prepareBaseline } from './baseline'
import { runContext, writeSection } from './report'
import { reportLines, type Build } from './roster-report'
import { measureBuild, type Figures } from './roster-measure'
import { rosterDataDir, seedRoster, type RosterBuild } from './roster-seed'
import { startSiteServer } from './site-server'

const QUICK = process.argv.includes('--quick')
const BASELINE = baselineFromEnv('BENCH_ROSTER', {
  revision: '42a06e1',
  dir: '../wt-base-roster',
  port: 3810,
})
const TALENTS = Number(process.env.BENCH_ROSTER_TALENTS ?? (QUICK ? 200 : 1000))
const REPEATS = Number(process.env.BENCH_ROSTER_REPEATS ?? (QUICK ? 1 : 5))
const CURRENT_DIR = process.cwd()
const SERVER_CPU = 0
const LOAD_CPU = 1

const BUILDS: Record<Build, RosterBuild> = {
  demo: { dir: CURRENT_DIR, thisTree: true, talents: 0 },
  before: { dir: BASELINE.dir, thisTree: false, talents: TALENTS },
  after: { dir: CURRENT_DIR, thisTree: true, talents: TALENTS },
}

async function main(): Promise<void> {
  prepareBaseline(BASELINE)
  const seeded = {} as Record<Build, number>
  for (const [build, config] of Object.entries(BUILDS) as [Build, RosterBuild][]) {
    console.log(
      `Seeding ${build} (${config.talents} generated talents) in ${rosterDataDir(config)}`,
    )
    seeded[build] = await seedRoster(config, BASELINE.port)
  }
  // Every thread of this process, and the Chromium it starts, on the load generator's CPU.
  execFileSync('taskset', ['-acp', String(LOAD_CPU), String(process.pid)])
  const context = runContext(`npx tsx bench/large-roster.ts${QUICK ? ' --quick' : ''}`)
  const figures = {} as Record<Build, Figures>
  for (const [build, config] of Object.entries(BUILDS) as [Build, RosterBuild][]) {
    console.log(`Measuring ${build} (${config.dir})`)
    const server = await startSiteServer(BASELINE.port, SERVER_CPU, config.dir, config.thisTree, {
      DATA_DIR: rosterDataDir(config),
      ROSTER_TEST_ROUTES: '1',
      // The benchmark asks for more searches a minute than a visitor may.
      SEARCH_RATE_LIMIT: '100000',
    })
    try {
      figures[build] = await measureBuild(server, REPEATS)
    } finally {
      await server.stop()
    }
  }

  const { table, verdicts } = reportLines(figures, seeded, TALENTS)
  for (const line of [...table, '', ...verdicts]) console.log(line)
  if (QUICK) return console.log('--quick: not written to docs/benchmarks.md')
  await writeSection(
    'Large roster',
    [
      ...context,
      `- Before: ${describeCheckout(BASELINE.dir)} (BENCH_ROSTER_BASELINE_REV ${BASELINE.revision}), built in \`${path.relative(CURRENT_DIR, BASELINE.dir)}\`. After and demo: ${describeCheckout(CURRENT_DIR)}, this working tree.`,
      `- Before and after: the demo plus ${TALENTS.toLocaleString('en-US')} generated talents (\`npm run seed:talents\`; over the REST API for before), 4-8 portfolio pictures each from a pool of 100 generated 1200x1800 JPEGs. Each site served alone (\`scripts/start.mjs\`, SQLite) pinned to CPU ${SERVER_CPU}, asked from CPU ${LOAD_CPU} over loopback with a desktop Chrome's headers (the crawler: Googlebot's); times are until the last byte. "Cold": the first request after a publish (a talent renamed through the REST API), median of ${REPEATS}.`,
      '',
      ...table,
      '',
      '### Targets (after)',
      '',
      ...verdicts,
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
