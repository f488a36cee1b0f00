// @ts-check
/**
 * What the app instances of the stack stand on: a PostgreSQL database, a Redis server and an S3
 * bucket (scripts/stack.mjs).
 */
import path from 'node:path'

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'

import { answers, startProcess, waitUntil } from './processes.mjs'

/**
 * The stack's database on an existing PostgreSQL server, made if missing; `fresh` drops it
 * first (the end-to-end tests start from an empty one).
 * @param {string} url postgres://user@host:port/name
 * @param {{ fresh: boolean }} options
 */
export async function ensureDatabase(url, { fresh }) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`The stack's database name must be a plain identifier, got "${name}"`)
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${maintenance.host} (${/** @type {Error} */ (error).message}). ` +
        'Start it, or point STACK_DATABASE_URL at one (on Debian: apt-get install postgresql).',
    )
  }
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}

/**
 * A Redis server of the stack's own, kept in memory only: the data cache and rate-limit counters
 * it holds are rebuilt by the instances.
 * @param {string} program redis-server
 * @param {number} port
 * @param {string} logDir
 */
export async function startRedis(program, port, logDir) {
  const running = startProcess(
    'redis',
    program,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { logDir },
  )
  const { Redis } = await import('ioredis')
  await waitUntil(
    running,
    async () => {
      const client = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 })
      client.on('error', () => {})
      try {
        await client.connect()
        return (await client.ping()) === 'PONG'
      } finally {
        client.disconnect()
      }
    },
    { timeoutMs: 15_000, logFile: path.join(logDir, 'redis.log') },
  )
  return { ...running, url: `redis://127.0.0.1:${port}` }
}

/**
 * moto's S3 server with the bucket made through the official client.
 * @param {string} program moto_server
 * @param {number} port
 * @param {{ name: string, region: string, accessKeyId: string, secretAccessKey: string }} bucket
 * @param {string} logDir
 */
export async function startS3(program, port, bucket, logDir) {
  const running = startProcess('s3', program, ['-H', '127.0.0.1', '-p', String(port)], {
    logDir,
  })
  const endpoint = `http://127.0.0.1:${port}`
  await waitUntil(running, () => answers(endpoint), {
    timeoutMs: 30_000,
    logFile: path.join(logDir, 's3.log'),
  })
  // As the app reaches it (src/lib/storage/s3-client.ts): path style, no checksum trailers.
  const client = new S3Client({
    endpoint,
    region: bucket.region,
    forcePathStyle: true,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket.name }))
  } finally {
    client.destroy()
  }
  return { ...running, endpoint }
}
