#!/usr/bin/env node
/**
 * `npm test`'s static checks side by side: `npm run lint` (ESLint, Prettier, the import-cycle
 * check) and `npm run typecheck` (tsc, Payload's generators) are each about half a minute of one
 * core's work. Each one's output is printed whole when it ends, so the two never interleave; the
 * exit status is non-zero when either failed.
 */
import { spawn } from 'node:child_process'

const CHECKS = ['lint', 'typecheck']

const statuses = await Promise.all(
  CHECKS.map(
    (check) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', check], { stdio: ['ignore', 'pipe', 'pipe'] })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output))
          resolve(code ?? 1)
        })
      }),
  ),
)
process.exit(statuses.some((status) => status !== 0) ? 1 : 0)
