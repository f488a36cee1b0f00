import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'

import { packTar } from 'modern-tar'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { readArchive, type Manifest } from '@/move/archive'
import { exportAgency } from '@/move/export-agency'
import { restoreAgency } from '@/move/restore-agency'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/**
 * The agency archive's promises beside the round trip (agency-round-trip.test.ts): a manifest
 * first with counts and checksums, staff credentials only when asked, a damaged archive refused
 * naming its entry before anything is written, and a database that holds an agency refused
 * unless --replace.
 */

const PASSWORD = 'A-long-enough-passphrase-1'
const dataDir = process.env.DATA_DIR!
const plain = path.join(dataDir, 'plain.tar.gz')
const withCredentials = path.join(dataDir, 'with-credentials.tar.gz')

type Entries = Map<string, Buffer>

async function entriesOf(file: string): Promise<Entries> {
  const entries: Entries = new Map()
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = []
    for await (const chunk of entry.body) chunks.push(chunk as Buffer)
    entries.set(entry.name, Buffer.concat(chunks))
  }
  return entries
}

const rowsOf = (entries: Entries, table: string) =>
  entries
    .get(`data/${table}.ndjson`)!
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const canLogIn = (payload: Payload) =>
  payload
    .login({ collection: 'users', data: { email: 'ada@roster.test', password: PASSWORD } })
    .then(
      () => true,
      () => false,
    )

let payload: Payload
let manifest: Manifest

beforeAll(async () => {
  payload = await testPayload()
  const location = (await createTestOffices(payload)).central
  await payload.create({
    collection: 'users',
    data: { email: 'ada@roster.test', password: PASSWORD, role: 'admin', name: 'Ada' },
    context: testContext,
  })
  const data = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer()
  const picture = await payload.create({
    collection: 'media',
    data: { alt: 'Amara in the studio' },
    file: { data, mimetype: 'image/jpeg', name: 'amara.jpg', size: data.length },
    context: testContext,
  })
  await payload.create({
    collection: 'talents',
    data: {
      name: 'Amara Okafor',
      slug: 'amara-okafor',
      location,
      portfolio: [{ image: picture.id }],
      _status: 'published',
    },
    context: testContext,
  })
  manifest = await exportAgency(payload, plain)
  await exportAgency(payload, withCredentials, { withCredentials: true })
})

describe('the agency archive', () => {
  it('starts with a manifest that counts what it holds and has every entry’s SHA-256', async () => {
    const entries = await entriesOf(plain)
    const [first, ...rest] = [...entries.keys()]
    expect(first).toBe('manifest.json')
    expect(JSON.parse(entries.get('manifest.json')!.toString())).toEqual(manifest)
    expect(manifest).toMatchObject({
      format: 'roster-agency-archive',
      version: 1,
      source: { engine: payload.db.name === 'postgres' ? 'postgres' : 'sqlite', storage: 'local' },
      withCredentials: false,
    })
    expect(manifest.counts.collections).toMatchObject({
      users: 1,
      talents: 1,
      media: 1,
      locations: 2,
    })
    // The picture and its generated size.
    expect(manifest.counts.files.media).toBe(2)
    expect(manifest.entries.map((entry) => entry.name)).toEqual(rest)
    for (const entry of manifest.entries) {
      const bytes = entries.get(entry.name)!
      expect(bytes.length, entry.name).toBe(entry.size)
      expect(createHash('sha256').update(bytes).digest('hex'), entry.name).toBe(entry.sha256)
    }
    expect(rowsOf(entries, 'talents')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Amara Okafor' })]),
    )
  })

  it('holds staff accounts without password hashes, salts or sessions unless asked', async () => {
    const without = await entriesOf(plain)
    const [account] = rowsOf(without, 'users')
    expect(account).toMatchObject({ email: 'ada@roster.test', hash: null, salt: null })
    expect(without.has('data/users_sessions.ndjson')).toBe(false)

    const withThem = await entriesOf(withCredentials)
    const [full] = rowsOf(withThem, 'users')
    expect(full).toMatchObject({ email: 'ada@roster.test' })
    expect(full!.hash).toMatch(/[0-9a-f]{64}$/)
    expect(full!.salt).toMatch(/[0-9a-f]{32}$/)
    expect(withThem.has('data/users_sessions.ndjson')).toBe(true)
  })

  it('refuses a damaged archive, naming the entry, before writing anything', async () => {
    const entries = await entriesOf(plain)
    const picture = [...entries.keys()].find((name) => name.startsWith('files/media/'))!
    const damaged = Buffer.from(entries.get(picture)!)
    damaged[damaged.length >> 1]! ^= 0xff
    entries.set(picture, damaged)
    const file = path.join(dataDir, 'damaged.tar.gz')
    const tar = await packTar(
      [...entries].map(([name, body]) => ({ header: { name, size: body.length }, body })),
    )
    await writeFile(file, gzipSync(tar))
    const marker = await payload.create({
      collection: 'faqs',
      data: { question: 'Still here?', answer: 'Yes' },
      context: testContext,
    })

    await expect(restoreAgency(payload, file, { replace: true })).rejects.toThrow(
      `${picture} does not match its checksum in the manifest`,
    )
    const cli = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/restore-agency.ts', file, '--replace'],
      {
        env: process.env,
      },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(cli?.code).toBe(1)
    expect(cli?.stderr).toContain(`Refused: ${picture} does not match its checksum`)
    expect(
      (await payload.count({ collection: 'faqs', where: { id: { equals: marker.id } } })).totalDocs,
    ).toBe(1)
  })

  it('refuses a database that holds an agency, and replaces it with --replace', async () => {
    await expect(restoreAgency(payload, plain)).rejects.toThrow(
      /The database is not empty \(\w+ has rows\)/,
    )
    const extra = await payload.create({
      collection: 'faqs',
      data: { question: 'Added after the export?', answer: 'Yes' },
      context: testContext,
    })
    await restoreAgency(payload, withCredentials, { replace: true })
    expect(
      (await payload.count({ collection: 'faqs', where: { id: { equals: extra.id } } })).totalDocs,
    ).toBe(0)
    expect((await payload.find({ collection: 'talents', depth: 1 })).docs[0]).toMatchObject({
      name: 'Amara Okafor',
      portfolio: [{ image: { alt: 'Amara in the studio', filename: 'amara.jpg' } }],
    })
    expect(await canLogIn(payload)).toBe(true)

    // Restored without credentials, staff set a password again before they can sign in.
    await restoreAgency(payload, plain, { replace: true })
    expect(await canLogIn(payload)).toBe(false)
  })
})
