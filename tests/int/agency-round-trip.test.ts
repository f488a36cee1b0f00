import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Manifest } from '@/move/archive'

import { freePort } from '../helpers/free-port'
import { createThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres'
import { createThrowawayS3, type ThrowawayS3 } from '../helpers/throwaway-s3'

/**
 * The move issue 35 promises: the demo agency exported from SQLite with its media on local disk,
 * restored by `npm run restore` into PostgreSQL with its media in S3 (moto), answers every
 * `/api/{path}` of the demo, in English and Spanish, with the same body.
 *
 * The two sites are one process's Payload in turn: the first is closed and every module
 * forgotten (vi.resetModules) before the second is loaded with the new environment.
 */

const site = vi.hoisted(() => {
  // This file's source is SQLite whatever the run's engine (TEST_DATABASE_URL picks the target).
  process.env.DATABASE_URL = `file:${process.env.DATA_DIR}/source.db`
  return { locale: 'en', dataCache: new Map<string, string>() }
})
// The data cache as a server keeps it: a read runs once per key (which names the database), and
// each answer gets its own copy, as Next's serialized entries give.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: (read: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = JSON.stringify(keyParts)
    if (!site.dataCache.has(key)) site.dataCache.set(key, JSON.stringify(await read()) ?? 'null')
    return JSON.parse(site.dataCache.get(key)!)
  },
}))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-roster-locale': site.locale }),
}))

const exec = promisify(execFile)
const dataDir = process.env.DATA_DIR!
const archive = path.join(dataDir, 'agency.tar.gz')

type Answers = Map<string, { status: number; body: unknown }>

/** Every address the demo shows, read from the site being tested. */
async function demoPaths(): Promise<string[]> {
  const config = (await import('@payload-config')).default
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const published = { _status: { equals: 'published' } } as const
  const find = <T>(collection: 'pages' | 'books' | 'talents') =>
    payload
      .find({ collection, where: published, pagination: false, depth: 0 })
      .then(({ docs }) => docs as T[])
  const pages = await find<{ slug: string }>('pages')
  const books = await find<{ slug: string; talents?: number[] }>('books')
  const talents = new Map(
    (await find<{ id: number; slug: string }>('talents')).map((talent) => [talent.id, talent.slug]),
  )
  const paths = pages.map((page) => (page.slug === 'home' ? '' : page.slug))
  for (const book of books) {
    paths.push(book.slug)
    for (const id of book.talents ?? [])
      if (talents.has(id)) paths.push(`${book.slug}/${talents.get(id)}`)
  }
  return [...paths.sort(), 'no-such-page']
}

/** What `/api/{path}` and `/api/_settings` answer, in each language. */
async function answers(paths: readonly string[]): Promise<Answers> {
  const { GET: content } = await import('@/app/api/[[...path]]/route')
  const { GET: settings } = await import('@/app/api/%5Fsettings/route')
  const answered: Answers = new Map()
  for (const locale of ['en', 'es']) {
    site.locale = locale
    for (const address of paths) {
      const request = new Request(`http://localhost:3000/api/${address}`)
      const params = Promise.resolve({ path: address ? address.split('/') : undefined })
      const response = await content(request, { params })
      answered.set(`${locale} /api/${address}`, {
        status: response.status,
        body: await response.json(),
      })
    }
  }
  const response = await settings(new Request('http://localhost:3000/api/_settings'))
  answered.set('/api/_settings', { status: response.status, body: await response.json() })
  return answered
}

let before: Answers
let paths: string[]
let s3: ThrowawayS3
let postgres: ThrowawayPostgres | null = null
let targetUrl: string
let exported: Manifest

beforeAll(async () => {
  const { testPayload } = await import('../helpers/payload')
  const { seedDemo } = await import('@/seed/seed-demo')
  const { exportAgency } = await import('@/move/export-agency')
  const source = await testPayload()
  await seedDemo(source)
  paths = await demoPaths()
  before = await answers(paths)
  exported = await exportAgency(source, archive)
  await source.destroy()

  s3 = await createThrowawayS3('roster-restored')
  const shared = process.env.TEST_DATABASE_URL
  if (shared) {
    const name = `roster_move_${randomBytes(6).toString('hex')}`
    const admin = new Client({ connectionString: shared })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(shared)
    url.pathname = `/${name}`
    targetUrl = url.toString()
  } else {
    postgres = createThrowawayPostgres(await freePort())
    targetUrl = postgres.url
  }
  const target = {
    ...process.env,
    ...s3.env,
    DATABASE_URL: targetUrl,
    DATA_DIR: path.join(dataDir, 'restored'),
  }
  mkdirSync(target.DATA_DIR, { recursive: true })
  await exec('npx', ['tsx', 'scripts/restore-agency.ts', archive], { env: target }).catch(
    (error: Error & { stderr?: string }) => {
      // execFile's message names the command only; what the script said is the finding.
      throw new Error(`${error.message}\n${error.stderr ?? ''}`)
    },
  )

  // The second site: the restored one, read by freshly loaded modules.
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
  Object.assign(process.env, target)
  vi.resetModules()
}, 900_000)

afterAll(async () => {
  const { getPayload } = await import('payload')
  const config = (await import('@payload-config')).default
  await (await getPayload({ config })).destroy()
  await s3?.stop()
  if (postgres) postgres.destroy()
  else if (targetUrl) {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(
      `DROP DATABASE IF EXISTS ${new URL(targetUrl).pathname.slice(1)} WITH (FORCE)`,
    )
    await admin.end()
  }
})

describe('an agency moved from SQLite and local disk to PostgreSQL and S3', () => {
  it('answers every /api/{path} of the demo, in both languages, with the same body', async () => {
    const config = (await import('@payload-config')).default
    const { getPayload } = await import('payload')
    expect((await getPayload({ config })).db.name).toBe('postgres')
    expect(paths.length).toBeGreaterThan(40)
    const after = await answers(paths)
    expect([...after.keys()]).toEqual([...before.keys()])
    for (const [address, answer] of before) expect(after.get(address), address).toEqual(answer)
    expect(before.get('en /api/no-such-page')?.status).toBe(404)
  }, 300_000)

  it('gives new documents ids past the restored ones', async () => {
    const config = (await import('@payload-config')).default
    const { getPayload } = await import('payload')
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'faqs', sort: '-id', limit: 1, depth: 0 })
    const created = await payload.create({
      collection: 'faqs',
      data: { question: 'Moved?', answer: 'Yes' },
      context: { disableRevalidate: true },
    })
    expect(created.id).toBeGreaterThan(docs[0]!.id)
  })

  it('keeps every media file in the bucket', async () => {
    const keys: string[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await s3.client.send(
        new ListObjectsV2Command({
          Bucket: s3.settings.bucket,
          Prefix: 'media/',
          ContinuationToken,
        }),
      )
      keys.push(...(page.Contents ?? []).map((object) => object.Key!))
      ContinuationToken = page.NextContinuationToken
    } while (ContinuationToken)
    expect(exported.counts.files.media).toBeGreaterThan(100)
    expect(keys).toHaveLength(exported.counts.files.media)
    const { fileStore } = await import('@/lib/storage/storage')
    const original = readFileSync(path.join(dataDir, 'media', 'amara-okafor-1.jpg'))
    expect(await fileStore().read('media', 'amara-okafor-1.jpg')).toEqual(original)
  })

  it('exports again from PostgreSQL and S3, every file byte for byte', async () => {
    const config = (await import('@payload-config')).default
    const { getPayload } = await import('payload')
    const { exportAgency } = await import('@/move/export-agency')
    const again = await exportAgency(
      await getPayload({ config }),
      path.join(dataDir, 'agency-again.tar.gz'),
    )
    expect(again.source).toEqual({ engine: 'postgres', storage: 's3' })
    expect(again.counts.files).toEqual(exported.counts.files)
    const files = (manifest: Manifest) =>
      manifest.entries.filter((entry) => entry.name.startsWith('files/'))
    expect(files(again)).toEqual(files(exported))
  }, 120_000)
})
