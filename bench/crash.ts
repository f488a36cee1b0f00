/**
 * Crash-safety benchmark: `npx tsx bench/crash.ts` (BENCH_CRASH_CYCLES=200).
 *
 * Starts the production build from its own data folder (data/bench-crash), sends applications
 * (two photos each) and contact messages four at a time, and kills the server's whole process
 * group with SIGKILL at a random moment 0.3 to 2.5 s after it answers; again and again. Then it
 * starts once more and checks through the REST API, as staff, that every request answered 2xx is
 * stored exactly once and whole (a submission with both photo records and files of the recorded
 * size, a message with its text), and that nothing half-stored is visible. Figures go to
 * docs/benchmarks.md (section "Crash safety"); any loss exits with status 1.
 */
import path from 'node:path'

import { runCrashCycles } from '../tests/helpers/crash-cycles'
import { runContext, writeSection } from './report'

const PORT = Number(process.env.BENCH_PORT ?? 3501)
const CYCLES = Number(process.env.BENCH_CRASH_CYCLES ?? 200)

const started = Date.now()
const figures = await runCrashCycles({
  port: PORT,
  dataDir: path.resolve('data/bench-crash'),
  cycles: CYCLES,
  log: (line) => console.log(line),
})
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
const passed =
  figures.missing.length === 0 &&
  figures.halfStored.length === 0 &&
  figures.found === figures.answered2xx &&
  figures.cleanStarts === CYCLES + 1

await writeSection(
  'Crash safety',
  [
    ...runContext(`BENCH_CRASH_CYCLES=${CYCLES} npx tsx bench/crash.ts`),
    '',
    'SIGKILL to the server’s process group at a random moment 0.3-2.5 s after it answers, during',
    'a stream of applications (two photos each) and contact messages, four in flight at once.',
    '',
    '| cycles | clean starts | requests sent | answered 2xx | found stored whole | missing | half-stored visible | start to first answer (median / max) | run time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${figures.cycles} | ${figures.cleanStarts} | ${figures.requests} | ${figures.answered2xx} | ${figures.found} | ${figures.missing.length} | ${figures.halfStored.length} | ${figures.startSeconds.median.toFixed(1)} s / ${figures.startSeconds.max.toFixed(1)} s | ${minutes} min |`,
    '',
    passed ? 'Passed: nothing confirmed was lost.' : 'FAILED: see the lists below.',
    ...figures.missing.slice(0, 20).map((line) => `- missing: ${line}`),
    ...figures.halfStored.slice(0, 20).map((line) => `- half-stored: ${line}`),
  ].join('\n'),
)
console.log(JSON.stringify({ ...figures, minutes }, null, 2))
if (!passed) process.exit(1)
