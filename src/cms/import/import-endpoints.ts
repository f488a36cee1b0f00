/**
 * The admin's roster import (issue 35) at /cms/api/roster-import, admins only:
 *   POST /roster-import            multipart `csv` and optional `zip`: stores them and answers the dry run
 *   POST /roster-import/:id/apply  `{ publish }`: plans the stored files again and starts writing them
 *   GET  /roster-import/:id        the upload's apply: progress, then its result
 * The plan and the writes are the CLI's (move/import-roster.ts).
 */
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { isAdmin } from '../access'
import { applyDryRun } from './import-job'
import { importTexts, type ImportTexts } from './import-texts'
import { dryRunOf } from './dry-run'
import { importLimits, type ImportLimits } from './limits'
import { unzipPhotos, ZipRefused } from './unzip-photos'
import {
  newUploadId,
  ownerOf,
  readOwnState,
  sweepOldUploads,
  uploadDir,
  writeState,
  type UploadState,
} from './upload-store'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE })

/** A refusal naming its field, as the site's forms answer (422 or 413). */
const fieldError = (field: string, message: string, status = 422) =>
  answer({ errors: { [field]: [message] } }, status)

const textsOf = (req: PayloadRequest) => importTexts(req.i18n?.language)

/** Admins only; the others get 403, whoever they are. */
function adminsOnly(handler: PayloadHandler): PayloadHandler {
  return (req) =>
    isAdmin({ req })
      ? handler(req)
      : answer({ errors: [{ message: textsOf(req).errors.forbidden }] }, 403)
}

type Received = { csv?: string; csvName?: string; zip?: string; zipName?: string }

class TooLarge extends Error {
  constructor(readonly field: 'csv' | 'zip') {
    super(`${field} too large`)
  }
}

/** Streams the `csv` and `zip` parts to `dir`, each stopped one byte over its limit. */
async function receiveFiles(req: PayloadRequest, dir: string, limits: ImportLimits) {
  const received: Received = {}
  const parser = busboy({
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
    limits: { files: 2, fields: 0, fileSize: Math.max(limits.csvBytes, limits.zipBytes) + 1 },
  })
  const writes: Promise<void>[] = []
  let tooLarge: TooLarge | undefined
  parser.on('file', (field, stream, info) => {
    if ((field !== 'csv' && field !== 'zip') || !info.filename) return void stream.resume()
    const max = field === 'csv' ? limits.csvBytes : limits.zipBytes
    const file = path.join(dir, field === 'csv' ? 'upload.csv' : 'upload.zip')
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > max && !tooLarge) tooLarge = new TooLarge(field)
    })
    received[field] = file
    received[`${field}Name`] = info.filename
    writes.push(pipeline(stream, createWriteStream(file)))
  })
  const body = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
  await pipeline(body, parser)
  await Promise.all(writes)
  if (tooLarge) throw tooLarge
  return received
}

const upload: PayloadHandler = async (req) => {
  const t = textsOf(req)
  const limits = importLimits()
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '') || !req.body)
    return fieldError('csv', t.errors.notMultipart, 400)
  await sweepOldUploads()
  const id = newUploadId()
  const dir = uploadDir(id)
  await mkdir(dir, { recursive: true })
  const state: UploadState = {
    id,
    ...ownerOf(req),
    createdAt: new Date().toISOString(),
    csvName: '',
    skipped: [],
  }
  await writeState(state)
  const refuse = async (response: Response) => {
    await rm(dir, { recursive: true, force: true })
    return response
  }
  let received: Received
  try {
    received = await receiveFiles(req, dir, limits)
  } catch (error) {
    if (error instanceof TooLarge)
      return refuse(
        error.field === 'csv'
          ? fieldError('csv', t.errors.csvTooLarge(limits), 413)
          : fieldError('zip', t.errors.zipTooLarge(limits), 413),
      )
    return refuse(fieldError('csv', t.errors.notMultipart, 400))
  }
  if (!received.csv) return refuse(fieldError('csv', t.errors.csvMissing))
  const csvText = await readCsv(received.csv)
  if (csvText === undefined) return refuse(fieldError('csv', t.errors.csvNotText))
  state.csvName = received.csvName!
  if (received.zip) {
    try {
      const { photosRoot, skipped } = await unzipPhotos(
        received.zip,
        path.join(dir, 'photos'),
        limits,
      )
      state.zipName = received.zipName
      state.photosDir = path.relative(dir, photosRoot)
      state.skipped = skipped
    } catch (error) {
      if (error instanceof ZipRefused)
        return refuse(fieldError('zip', t.errors.zip(error.refusal, limits)))
      throw error
    } finally {
      await rm(received.zip, { force: true })
    }
  }
  await writeState(state)
  return answer(await dryRunOf(req.payload, state), 201)
}

/** The CSV's text, or undefined when it is not UTF-8. */
async function readCsv(file: string): Promise<string | undefined> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file))
  } catch {
    return undefined
  }
}

const idOf = (req: PayloadRequest) => String(req.routeParams?.id ?? '')

const apply: PayloadHandler = async (req) => {
  const t = textsOf(req)
  const state = await readOwnState(req, idOf(req))
  if (!state) return answer({ errors: [{ message: t.errors.unknownUpload }] }, 404)
  if (state.apply?.status === 'running')
    return answer({ errors: [{ message: t.errors.running }] }, 409)
  if (state.apply?.status === 'done')
    return answer({ errors: [{ message: t.errors.applied }] }, 409)
  const body = (await req.json?.().catch(() => ({}))) as { publish?: unknown } | undefined
  const started = await applyDryRun(req, state, { publish: body?.publish === true })
  return answer(statusOf(started, t), 202)
}

const status: PayloadHandler = async (req) => {
  const t = textsOf(req)
  const state = await readOwnState(req, idOf(req))
  if (!state) return answer({ errors: [{ message: t.errors.unknownUpload }] }, 404)
  return answer(statusOf(state, t))
}

/** What the view polls: the apply's counts, and why it stopped when it failed. */
function statusOf(state: UploadState, t: ImportTexts) {
  const { apply: run } = state
  if (!run) return { id: state.id, status: 'planned' as const }
  const error = run.error === 'interrupted' ? t.interrupted : run.error
  return { id: state.id, ...run, ...(error && { error }) }
}

export const rosterImportEndpoints: Endpoint[] = [
  { path: '/roster-import', method: 'post', handler: adminsOnly(upload) },
  { path: '/roster-import/:id/apply', method: 'post', handler: adminsOnly(apply) },
  { path: '/roster-import/:id', method: 'get', handler: adminsOnly(status) },
]
