import { readFileSync } from 'node:fs'

import { E2E_SERVER_LOG } from './server-env'

/** The server's output so far (stdout and stderr). */
export const serverLog = (): string => readFileSync(E2E_SERVER_LOG, 'utf8')

/** The SQL statements the server has logged so far (LOG_SQL=1 on the test server). */
export const sqlStatementCount = (): number =>
  serverLog()
    .split('\n')
    .filter((line) => line.startsWith('Query: ')).length
