import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { zipSync, type Zippable } from 'fflate'
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { planUpload } from '@/cms/import/dry-run'
import { importsRoot, writeState, type UploadState } from '@/cms/import/upload-store'
import { applyPlan } from '@/move/import-roster'

import { createTestBooks, createTestOffices, testPayload } from '../helpers/payload'
import { SITE_ORIGIN } from '../helpers/rest'

/**
 * Issue 35, the admin's side: /cms/api/roster-import takes the templates of docs/import (the CSV,
 * and its photo folders as a ZIP), answers the dry run, applies it as a job whose progress is
 * polled, and refuses other staff and unsafe ZIPs. The plan and writes are the CLI's.
 */
const templates = path.resolve(import.meta.dirname, '../../docs/import')
const PASSWORD = 'A-long-enough-passphrase-1'
let payload: Payload
const tokens: Record<'admin' | 'editor' | 'booker', string> = { admin: '', editor: '', booker: '' }
let csv: Buffer
let photosZip: Uint8Array

const send = (role: keyof typeof tokens, method: string, url: string, body?: FormData | object) => {
  const headers = new Headers({ Authorization: `JWT ${tokens[role]}` })
  let payloadBody: BodyInit | undefined
  if (body instanceof FormData) payloadBody = body
  else if (body) {
    headers.set('content-type', 'application/json')
    payloadBody = JSON.stringify(body)
  }
  const request = new Request(`${SITE_ORIGIN}/cms/api/roster-import${url}`, {
    method,
    headers,
    body: payloadBody,
  })
  return handleEndpoints({ config, request })
}

const files = (zip?: Uint8Array, csvBytes: Uint8Array = csv) => {
  const form = new FormData()
  form.set('csv', new Blob([new Uint8Array(csvBytes)], { type: 'text/csv' }), 'roster.csv')
  if (zip)
    form.set('zip', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'photos.zip')
  return form
}

/** The photo folders of docs/import, zipped as a `photos` folder. */
async function zipFolder(dir: string): Promise<Zippable> {
  const tree: Zippable = {}
  for (const entry of await readdir(dir, { withFileTypes: true }))
    tree[entry.name] = entry.isDirectory()
      ? await zipFolder(path.join(dir, entry.name))
      : await readFile(path.join(dir, entry.name))
  return tree
}

type DryRun = {
  id: string
  rows: { row: number; action: string; key: string; portfolio: number | null }[]
  problems: { row: number; column: string; message: string }[]
  skipped: string[]
}

async function applied(id: string, publish = false) {
  const start = await send('admin', 'POST', `/${id}/apply`, { publish })
  expect(start.status).toBe(202)
  for (let i = 0; i < 600; i++) {
    const status = (await (await send('admin', 'GET', `/${id}`)).json()) as Record<string, unknown>
    if (status.status !== 'running') return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The import did not finish')
}

const counts = async () => ({
  talents: (await payload.count({ collection: 'talents' })).totalDocs,
  media: (await payload.count({ collection: 'media' })).totalDocs,
})

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['admin', 'editor', 'booker'] as const) {
    const email = `${role}@roster.test`
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, role, name: `The ${role}` },
    })
    tokens[role] = (
      await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    ).token!
  }
  await createTestOffices(payload)
  await createTestBooks(payload)
  csv = await readFile(path.join(templates, 'roster.csv'))
  photosZip = zipSync({ photos: await zipFolder(path.join(templates, 'photos')) })
})

afterEach(() => {
  delete process.env.IMPORT_ZIP_MAX_ENTRIES
  delete process.env.IMPORT_ZIP_MAX_UNPACKED_BYTES
  delete process.env.IMPORT_CSV_MAX_BYTES
})

describe('the admin roster import', () => {
  it('is for admins: editors and bookers are refused (403) and nothing is kept', async () => {
    for (const role of ['editor', 'booker'] as const) {
      const response = await send(role, 'POST', '', files(photosZip))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        errors: [{ message: 'Only admins may import a roster.' }],
      })
    }
    const anonymous = await handleEndpoints({
      config,
      request: new Request(`${SITE_ORIGIN}/cms/api/roster-import`, {
        method: 'POST',
        body: files(),
      }),
    })
    expect(anonymous.status).toBe(403)
  })

  it('dry-runs the CSV and ZIP into a table with picture counts and problems, writing nothing', async () => {
    const before = await counts()
    const broken = Buffer.concat([csv, Buffer.from('AG-1009,No Office,,,,,,,,,,,,,,\n')])
    const zip = zipSync({
      photos: {
        ...(await zipFolder(path.join(templates, 'photos'))),
        'notes.txt': Buffer.from('hi'),
      },
    })
    const response = await send('admin', 'POST', '', files(zip, broken))
    expect(response.status).toBe(201)
    const dryRun = (await response.json()) as DryRun
    expect(dryRun.rows.map(({ action }) => action)).toEqual(dryRun.rows.map(() => 'create'))
    expect(dryRun.rows.find((row) => row.key === 'AG-1001')?.portfolio).toBe(3)
    expect(dryRun.problems).toEqual([
      expect.objectContaining({ column: 'office', message: 'a new talent needs an office' }),
    ])
    expect(dryRun.skipped).toEqual(['photos/notes.txt'])
    expect(await counts()).toEqual(before)
    // Another admin's session cannot apply or read this upload.
    await payload.create({
      collection: 'users',
      data: { email: 'other@roster.test', password: PASSWORD, role: 'admin' },
    })
    const other = await payload.login({
      collection: 'users',
      data: { email: 'other@roster.test', password: PASSWORD },
    })
    const theirs = await handleEndpoints({
      config,
      request: new Request(`${SITE_ORIGIN}/cms/api/roster-import/${dryRun.id}/apply`, {
        method: 'POST',
        headers: { Authorization: `JWT ${other.token}` },
      }),
    })
    expect(theirs.status).toBe(404)
  })

  it.each([
    [
      'an entry that climbs out of its folder',
      { '../evil.jpg': new Uint8Array([1]) },
      {},
      "'../evil.jpg' points outside its folder",
    ],
    [
      'an absolute path',
      { '/etc/evil.jpg': new Uint8Array([1]) },
      {},
      "'/etc/evil.jpg' points outside its folder",
    ],
    [
      'a symbolic link',
      {
        'AG-1001/01.jpg': [
          new TextEncoder().encode('/etc/passwd'),
          { os: 3, attrs: 0o120777 << 16 },
        ],
      },
      {},
      "'AG-1001/01.jpg' is a symbolic link",
    ],
    [
      'too many entries',
      { a: { '1.jpg': new Uint8Array([1]), '2.jpg': new Uint8Array([1]) } },
      { IMPORT_ZIP_MAX_ENTRIES: '2' },
      'it holds 3 files and folders, more than 2',
    ],
    [
      'a zip bomb',
      { 'AG-1001/01.jpg': new Uint8Array(3 * 1024 * 1024) },
      { IMPORT_ZIP_MAX_UNPACKED_BYTES: String(1024 * 1024) },
      'it unpacks to 3 MB, more than 1 MB',
    ],
  ] as const)(
    'refuses a ZIP with %s, by name, and keeps nothing',
    async (_, tree, limits, message) => {
      Object.assign(process.env, limits)
      const kept = await readdir(importsRoot())
      const response = await send('admin', 'POST', '', files(zipSync(tree as Zippable)))
      expect(response.status).toBe(422)
      const { errors } = (await response.json()) as { errors: { zip: string[] } }
      expect(errors.zip[0]).toContain(message)
      expect(await readdir(importsRoot())).toEqual(kept)
    },
  )

  it('refuses a file that is not a ZIP, and a CSV over its limit (413)', async () => {
    const notZip = await send('admin', 'POST', '', files(new TextEncoder().encode('not a zip')))
    expect(notZip.status).toBe(422)
    expect(await notZip.json()).toEqual({
      errors: { zip: ['The photos file is not a ZIP that can be read.'] },
    })
    process.env.IMPORT_CSV_MAX_BYTES = '100'
    const large = await send('admin', 'POST', '', files())
    expect(large.status).toBe(413)
    expect(await large.json()).toEqual({ errors: { csv: ['The CSV is larger than 0 MB.'] } })
  })

  it('applies the dry run as a job with progress, audited; a second import of the same files changes nothing', async () => {
    const dryRun = (await (await send('admin', 'POST', '', files(photosZip))).json()) as DryRun
    const pictures = dryRun.rows.reduce((sum, row) => sum + (row.portfolio ?? 0), 0)
    const result = await applied(dryRun.id)
    expect(result).toMatchObject({
      status: 'done',
      talentsDone: dryRun.rows.length,
      talentsTotal: dryRun.rows.length,
      created: dryRun.rows.length,
      updated: 0,
    })
    expect(result.picturesDone).toBe(result.picturesTotal)
    expect(result.picturesTotal).toBeGreaterThan(pictures)
    const lena = await payload.find({
      collection: 'talents',
      where: { externalId: { equals: 'AG-1001' } },
      draft: true,
    })
    expect(lena.docs[0]).toMatchObject({ _status: 'draft', portfolio: expect.any(Array) })
    expect(lena.docs[0]!.portfolio).toHaveLength(3)
    // The uploaded files are gone; the state stays for the view.
    expect(await readdir(path.join(importsRoot(), dryRun.id))).toEqual(['state.json'])
    // Applied once: the same upload is not applied twice.
    expect((await send('admin', 'POST', `/${dryRun.id}/apply`, {})).status).toBe(409)

    const audit = await payload.find({
      collection: 'audit-log',
      where: { userEmail: { equals: 'admin@roster.test' }, target: { equals: 'talents' } },
      limit: 0,
    })
    expect(audit.totalDocs).toBeGreaterThanOrEqual(dryRun.rows.length)

    const before = await counts()
    const again = (await (await send('admin', 'POST', '', files(photosZip))).json()) as DryRun
    expect(again.rows.map(({ action }) => action)).toEqual(again.rows.map(() => 'skip'))
    expect(await applied(again.id)).toMatchObject({
      status: 'done',
      talentsTotal: 0,
      unchanged: again.rows.length,
    })
    expect(await counts()).toEqual(before)
  })

  it('finishes an apply the server stopped in the middle, writing nothing twice', async () => {
    const crashCsv = new TextEncoder().encode(
      'external_id,name,office\nCR-1,Crash One,central\nCR-2,Crash Two,central\nCR-3,Crash Three,los-angeles\n',
    )
    const dryRun = (await (
      await send('admin', 'POST', '', files(undefined, crashCsv))
    ).json()) as DryRun
    const file = path.join(importsRoot(), dryRun.id, 'state.json')
    const state = JSON.parse(await readFile(file, 'utf8')) as UploadState
    // The server wrote the first talent and stopped: its state still says running.
    const { plan, saved } = await planUpload(payload, state)
    await applyPlan(payload, plan.slice(0, 1), saved, { publish: false })
    await writeState({
      ...state,
      apply: {
        status: 'running',
        publish: false,
        talentsDone: 1,
        talentsTotal: 3,
        picturesDone: 0,
        picturesTotal: 0,
        created: 3,
        updated: 0,
        unchanged: 0,
        startedAt: new Date().toISOString(),
      },
    })
    expect(await (await send('admin', 'GET', `/${dryRun.id}`)).json()).toMatchObject({
      status: 'failed',
      error: 'the server stopped during the import',
    })
    expect(await applied(dryRun.id)).toMatchObject({ status: 'done', created: 2, unchanged: 1 })
    const crashed = await payload.find({
      collection: 'talents',
      where: { externalId: { like: 'CR-' } },
      draft: true,
      limit: 0,
    })
    expect(crashed.docs.map((doc) => doc.externalId).sort()).toEqual(['CR-1', 'CR-2', 'CR-3'])
  })
})
