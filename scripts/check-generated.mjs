#!/usr/bin/env node
/**
 * Fails when a generated file no longer matches the content model: Payload's TypeScript types,
 * the admin's import map, or the SQLite migrations (a schema change without its migration).
 * The committed files are left as they were.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'roster-generated-'))
const env = {
  ...process.env,
  DATA_DIR: scratch,
  DATABASE_URL: `file:${path.join(scratch, 'check.db')}`,
  PAYLOAD_SECRET: 'check',
}
const problems = []

function payload(...args) {
  const result = spawnSync(process.execPath, [payloadBin, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    input: '',
  })
  if (result.status !== 0)
    throw new Error(`payload ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

function checkFile(relative, command) {
  const file = path.join(root, relative)
  const committed = readFileSync(file, 'utf8')
  try {
    payload(command)
    if (readFileSync(file, 'utf8') !== committed)
      problems.push(`${relative} is out of date: run \`npm run ${command}\` and commit it.`)
  } finally {
    writeFileSync(file, committed)
  }
}

checkFile('src/payload-types.ts', 'generate:types')
checkFile('src/app/(payload)/admin/importMap.js', 'generate:importmap')

const sqliteDir = path.join(root, 'src/migrations/sqlite')
const before = new Set(readdirSync(sqliteDir))
const indexFile = path.join(sqliteDir, 'index.ts')
const index = readFileSync(indexFile, 'utf8')
try {
  payload('migrate:create', 'drift-check')
} finally {
  const added = readdirSync(sqliteDir).filter((name) => !before.has(name))
  for (const name of added) rmSync(path.join(sqliteDir, name))
  writeFileSync(indexFile, index)
  if (added.length > 0)
    problems.push(
      'The content model changed without a migration: run `npm run migrate:create -- <name>` and commit it.',
    )
}

rmSync(scratch, { recursive: true, force: true })
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exit(1)
}
console.log('Generated files are up to date (types, import map, migrations).')
