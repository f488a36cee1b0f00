import { readFileSync } from 'node:fs'

import { E2E_SERVER_LOG } from './server-env'

/** The server's output so far (stdout and stderr). */
export const serverLog = (): string => readFileSync(E2E_SERVER_LOG, 'utf8')

/**
 * The SQL statements the server has logged so far (LOG_SQL=1 on the test server), but for the
 * server's own look at its jobs queue every JOBS_POLL_SECONDS (src/server/scheduled-jobs.mjs),
 * which no visit causes: the queue (`payload_jobs`) and the record Payload keeps of scheduled
 * jobs (`payload_jobs_stats`, the orphan-upload sweep's schedule).
 */
export const sqlStatementCount = (): number =>
  serverLog()
    .split('\n')
    .filter((line) => line.startsWith('Query: ') && !/"payload_jobs(_stats)?"/.test(line)).length
