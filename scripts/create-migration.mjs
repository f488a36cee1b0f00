#!/usr/bin/env node
/**
 * `npm run migrate:create -- <name>`: writes the migration of a content-model change for both
 * engines, SQLite and PostgreSQL, from a scratch database of each (PostgreSQL at
 * MIGRATIONS_POSTGRES_URL, default the local server's `test` database). Commit both.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name-in-kebab-case>')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'roster-migration-'))
const postgresUrl = process.env.MIGRATIONS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

for (const databaseUrl of [`file:${path.join(scratch, 'scratch.db')}`, postgresUrl]) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/payload/bin.js'), 'migrate:create', name],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: scratch,
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: 'migrations',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}
rmSync(scratch, { recursive: true, force: true })
