/**
 * The databases of the Large roster benchmark (bench/large-roster.ts): the demo and the same
 * generated talents (src/seed/large-roster.ts) for every build measured. This tree seeds itself
 * (`npm run seed:talents`, the local API); an older revision, which may lack the script, gets the
 * same talents through its REST API as staff, which every revision speaks alike.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import {
  largeRoster,
  PICTURE_POOL,
  poolPicture,
  poolPictureAlt,
  poolPictureName,
  talentData,
  type GeneratedBook,
} from '../src/seed/large-roster'
import { startSiteServer } from './site-server'
import { staffToken } from './staff'

export type RosterBuild = {
  /** The checkout served. */
  dir: string
  /** Whether it is this tree (seeded with its own script), not an older revision. */
  thisTree: boolean
  /** Generated talents added to the demo's 30. */
  talents: number
}

/** Where a build's database and media for `talents` generated talents live. */
export const rosterDataDir = ({ dir, talents }: RosterBuild) =>
  path.join(dir, 'data', `bench-roster-${talents}`)

/**
 * Seeds the build's database unless an earlier run did; returns the seconds the seed of the
 * generated talents took (in this run or the one that made it).
 */
export async function seedRoster(build: RosterBuild, port: number): Promise<number> {
  const dataDir = rosterDataDir(build)
  const done = path.join(dataDir, 'seeded-seconds')
  if (existsSync(done)) return Number(readFileSync(done, 'utf8'))
  rmSync(dataDir, { recursive: true, force: true })
  // The demo first, as the server's first start makes it.
  const server = await startSiteServer(port, undefined, build.dir, build.thisTree, {
    DATA_DIR: dataDir,
  })
  const started = performance.now()
  try {
    if (build.talents && !build.thisTree) await seedOverRest(server.base, build.talents)
  } finally {
    await server.stop()
  }
  if (build.talents && build.thisTree)
    execFileSync(
      path.join(build.dir, 'node_modules', '.bin', 'tsx'),
      ['scripts/seed-talents.ts', String(build.talents)],
      {
        cwd: build.dir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
  const seconds = (performance.now() - started) / 1000
  writeFileSync(done, seconds.toFixed(1))
  return seconds
}

type Found = { docs: { id: number; slug: string; talents?: number[] }[] }

/** The first `count` generated talents, added over REST as a staff member would. */
async function seedOverRest(base: string, count: number): Promise<void> {
  const token = await staffToken(base)
  const api = async <T>(method: string, address: string, body?: BodyInit | object) => {
    const json = body !== undefined && !(body instanceof FormData)
    const response = await fetch(`${base}/cms/api/${address}`, {
      method,
      headers: {
        authorization: `JWT ${token}`,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
    })
    if (!response.ok)
      throw new Error(`${method} ${address}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  const bySlug = async (collection: string, slugs: string[]) => {
    const query = new URLSearchParams({ depth: '0', draft: 'true', limit: '10' })
    slugs.forEach((slug, index) => query.set(`where[slug][in][${index}]`, slug))
    const { docs } = await api<Found>('GET', `${collection}?${query}`)
    return Object.fromEntries(docs.map((doc) => [doc.slug, doc]))
  }
  const offices = await bySlug('locations', ['los-angeles', 'central'])
  const books = await bySlug('books', ['women', 'men', 'new-faces'])
  const locations = { LA: offices['los-angeles']!.id, CENTRAL: offices.central!.id }

  const pictures: number[] = []
  for (let index = 0; index < PICTURE_POOL; index++) {
    const form = new FormData()
    const file = new Blob([new Uint8Array(await poolPicture(index))], { type: 'image/jpeg' })
    form.set('file', file, poolPictureName(index))
    form.set('_payload', JSON.stringify({ alt: poolPictureAlt(index) }))
    pictures.push((await api<{ doc: { id: number } }>('POST', 'media?depth=0', form)).doc.id)
  }
  const added: Record<GeneratedBook, number[]> = { women: [], men: [], 'new-faces': [] }
  for (const talent of largeRoster(0, count)) {
    const data = talentData(talent, { locations, pictures })
    const { doc } = await api<{ doc: { id: number } }>('POST', 'talents?depth=0', data)
    added[talent.book].push(doc.id)
  }
  // One save of each book for all its new talents, as the local API's seed does.
  for (const [slug, ids] of Object.entries(added)) {
    const book = books[slug]!
    await api('PATCH', `books/${book.id}?depth=0`, {
      talents: [...(book.talents ?? []), ...ids],
      _status: 'published',
    })
  }
}
