#!/usr/bin/env node
/**
 * The npm registry reachable here serves no builds for other platforms of a few packages (Next's
 * SWC and the ESLint resolver for macOS and Windows). `npm install` skips those optional
 * dependencies, but leaves their names in package-lock.json, and `npm ci` then refuses the lock
 * as out of sync. This drops optional dependencies the lock has no entry for. Run it after
 * `npm install` changes the lock (`npm run lockfile`); CI checks it holds.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const present = new Set(
  Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')),
)
let pruned = 0
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (present.has(name)) continue
    delete entry.optionalDependencies[name]
    pruned += 1
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(
  `package-lock.json: dropped ${pruned} optional dependencies this registry does not serve.`,
)
