/**
 * Uploads the admin's roster import keeps between its dry run and its apply, and the apply's
 * state (issue 35): one folder under DATA_DIR/imports per upload, named by a random id and owned
 * by the staff member and session that sent it. The apply re-reads these files, never the
 * browser's copy of the plan. The files go once applied; a folder goes an hour after its upload.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { env } from '@/lib/env'

import { UPLOAD_KEPT_MS } from './limits'

export type ApplyState = {
  status: 'running' | 'done' | 'failed'
  publish: boolean
  talentsDone: number
  talentsTotal: number
  picturesDone: number
  picturesTotal: number
  created: number
  updated: number
  unchanged: number
  error?: string
  startedAt: string
  finishedAt?: string
}

export type UploadState = {
  id: string
  userId: string
  sessionId?: string
  createdAt: string
  csvName: string
  zipName?: string
  /** Files of the ZIP that are not pictures, left out. */
  skipped: string[]
  /** The talents' folders, when a ZIP came: relative to the upload's folder. */
  photosDir?: string
  apply?: ApplyState
}

export const importsRoot = () => path.join(env.dataDir, 'imports')
export const uploadDir = (id: string) => path.join(importsRoot(), id)
const stateFile = (id: string) => path.join(uploadDir(id), 'state.json')

/** Applies running in this process: a `running` state no process holds was cut short. */
export const runningHere = new Set<string>()

export const newUploadId = () => randomBytes(16).toString('hex')

/** Who the upload belongs to: the staff member, and the session when Payload keeps sessions. */
export function ownerOf(req: PayloadRequest): Pick<UploadState, 'userId' | 'sessionId'> {
  const user = req.user as { id: number | string; _sid?: string }
  return { userId: String(user.id), ...(user._sid && { sessionId: user._sid }) }
}

/** Written whole or not at all (a rename): the view polls it while the apply writes it. */
export async function writeState(state: UploadState): Promise<void> {
  const file = stateFile(state.id)
  await writeFile(`${file}.new`, JSON.stringify(state))
  await rename(`${file}.new`, file)
}

/** The upload, when `id` names one this staff member's session sent; else undefined. */
export async function readOwnState(
  req: PayloadRequest,
  id: string,
): Promise<UploadState | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined
  const state = await readFile(stateFile(id), 'utf8')
    .then((text) => JSON.parse(text) as UploadState)
    .catch(() => undefined)
  const owner = ownerOf(req)
  if (!state || state.userId !== owner.userId) return undefined
  if (state.sessionId && state.sessionId !== owner.sessionId) return undefined
  if (state.apply?.status === 'running' && !runningHere.has(id))
    return { ...state, apply: { ...state.apply, status: 'failed', error: 'interrupted' } }
  return state
}

/** The uploaded files of an upload, once applied: its state stays for the view to show. */
export async function dropFiles(state: UploadState): Promise<void> {
  const dir = uploadDir(state.id)
  for (const entry of await readdir(dir))
    if (!entry.startsWith('state.json'))
      await rm(path.join(dir, entry), { recursive: true, force: true })
}

/** Deletes uploads older than an hour, unless an apply of theirs is running here. */
export async function sweepOldUploads(now = Date.now()): Promise<void> {
  await mkdir(importsRoot(), { recursive: true })
  for (const id of await readdir(importsRoot())) {
    if (runningHere.has(id)) continue
    const createdAt = await readFile(stateFile(id), 'utf8')
      .then((text) => Date.parse((JSON.parse(text) as UploadState).createdAt))
      .catch(() => 0)
    if (now - createdAt > UPLOAD_KEPT_MS) await rm(uploadDir(id), { recursive: true, force: true })
  }
}
