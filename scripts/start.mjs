#!/usr/bin/env node
/**
 * `npm start`: builds the site when there is no build or the sources changed since the last one,
 * then serves it. Migrations and the demo seed run as the server starts (src/instrumentation.ts).
 */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

function newestSourceChange() {
  let newest = 0
  const visit = (entry) => {
    const stats = statSync(entry)
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child))
    } else {
      newest = Math.max(newest, stats.mtimeMs)
    }
  }
  for (const entry of ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']) {
    const full = path.join(root, entry)
    if (existsSync(full)) visit(full)
  }
  return newest
}

const buildId = path.join(root, '.next', 'BUILD_ID')
const buildIsCurrent = existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceChange()
if (!buildIsCurrent) {
  console.log('Building the site (first start, or the sources changed)...')
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Next keeps cached reads in .next/cache across restarts. They belong to the database they were
// read from, which may have been replaced (a restored backup, a fresh demo): start cold.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const server = spawn(process.execPath, [next, 'start', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
