/**
 * The dry run of a stored upload, as the admin's import view shows it: the CLI's plan
 * (move/import-roster.ts planRoster) read again from the files kept under the upload's id.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { planRoster } from '@/move/import-roster'

import { uploadDir, type UploadState } from './upload-store'

/** The stored CSV's text and photo folders, planned against the database as it is now. */
export async function planUpload(payload: Payload, state: UploadState) {
  const dir = uploadDir(state.id)
  const csvText = await readFile(path.join(dir, 'upload.csv'), 'utf8')
  const photos = state.photosDir === undefined ? undefined : path.join(dir, state.photosDir)
  return planRoster(payload, csvText, photos)
}

export type DryRunRow = {
  row: number
  action: 'create' | 'update' | 'skip'
  name: string
  /** The talent's external id, else slug. */
  key: string
  changes: string[]
  /** Pictures in the talent's folder; null without one (they keep theirs). */
  portfolio: number | null
  polaroids: number | null
}

export type DryRun = {
  id: string
  csvName: string
  zipName?: string
  rows: DryRunRow[]
  problems: { row: number; column: string; message: string }[]
  skipped: string[]
}

export async function dryRunOf(payload: Payload, state: UploadState): Promise<DryRun> {
  const { plan, problems } = await planUpload(payload, state)
  return {
    id: state.id,
    csvName: state.csvName,
    ...(state.zipName && { zipName: state.zipName }),
    rows: plan.map(({ row, action, talent, changes, photos }) => ({
      row,
      action,
      name: talent.name,
      key: talent.externalId ?? talent.slug,
      changes: action === 'skip' ? [] : changes,
      portfolio: photos ? photos.portfolio.length : null,
      polaroids: photos ? photos.polaroids.length : null,
    })),
    problems,
    skipped: state.skipped,
  }
}
