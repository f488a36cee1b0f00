/**
 * The staff side of submissions: retention of declined applications (the job function run
 * directly), orphan photo files swept, and the admins' CSV export.
 */
import { utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportSubmissionsCsv } from '@/cms/inbox/submissions-csv'
import { runSubmissionRetention } from '@/features/submission/retention'
import { env } from '@/lib/env'
import type { User } from '@/payload-types'

import { applicantFields, formData, startHarness, twoPhotos, type Harness } from './harness'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
})

async function submit(name: string): Promise<number> {
  const response = await harness.post(formData(applicantFields({ name }), await twoPhotos()))
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const DAY = 24 * 60 * 60 * 1000

describe('retention', () => {
  it('deletes declined applications older than 180 days with their photo files, and nothing else', async () => {
    const oldDeclined = await submit('Old Declined')
    const oldAccepted = await submit('Old Accepted')
    const newDeclined = await submit('New Declined')
    const { payload } = harness
    await payload.update({
      collection: 'submissions',
      id: oldDeclined,
      data: { status: 'declined' },
    })
    await payload.update({
      collection: 'submissions',
      id: oldAccepted,
      data: { status: 'accepted' },
    })
    await payload.update({
      collection: 'submissions',
      id: newDeclined,
      data: { status: 'declined' },
    })
    const doomed = await payload.findByID({ collection: 'submissions', id: oldDeclined, depth: 1 })
    const doomedFiles = (doomed.photos ?? []).flatMap((photo) =>
      typeof photo === 'object' ? [photo.filename!, photo.sizes?.thumbnail?.filename ?? ''] : [],
    )
    // Received 200 days ago: past the 180 days of retention.
    for (const id of [oldDeclined, oldAccepted]) {
      await payload.db.updateOne({
        collection: 'submissions',
        id,
        data: { createdAt: new Date(Date.now() - 200 * DAY).toISOString() },
      })
    }
    const before = await harness.count()

    const report = await runSubmissionRetention(payload, new Date(), 180)
    expect(report.submissions).toBe(1)
    const left = await payload.find({
      collection: 'submissions',
      where: { id: { in: [oldDeclined, oldAccepted, newDeclined] } },
    })
    expect(left.docs.map((doc) => doc.id).sort()).toEqual([oldAccepted, newDeclined].sort())
    const after = await harness.count()
    expect(after.submissions).toBe(before.submissions - 1)
    expect(after.photos).toBe(before.photos - 2)
    const { readdir } = await import('node:fs/promises')
    const files = await readdir(env.privateUploadsDir)
    for (const name of doomedFiles.filter(Boolean)) expect(files).not.toContain(name)
  })

  it('removes photo files no document names once they are an hour old', async () => {
    const dir = env.privateUploadsDir
    const orphan = path.join(dir, 'crashed-before-commit.jpg')
    const fresh = path.join(dir, 'transaction-still-running.jpg')
    await writeFile(orphan, 'x')
    await writeFile(fresh, 'x')
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await utimes(orphan, twoHoursAgo, twoHoursAgo)
    const kept = await harness.count()
    const report = await runSubmissionRetention(harness.payload, new Date(), 180)
    expect(report.orphanFiles).toBe(1)
    const { readdir } = await import('node:fs/promises')
    const files = await readdir(dir)
    expect(files).not.toContain('crashed-before-commit.jpg')
    expect(files).toContain('transaction-still-running.jpg')
    expect((await harness.count()).photos).toBe(kept.photos)
  })
})

describe('CSV export', () => {
  async function staff(role: 'admin' | 'editor'): Promise<User> {
    return harness.payload.create({
      collection: 'users',
      data: {
        email: `${role}@roster.test`,
        password: 'A-long-enough-passphrase-1',
        name: role,
        role,
      },
    })
  }

  async function exportAs(user: User | null): Promise<Response> {
    const req = await createLocalReq(user ? { user } : {}, harness.payload)
    return exportSubmissionsCsv(req)
  }

  it('gives admins every submission, newest first, with formula cells defused', async () => {
    await submit('=HYPERLINK("http://evil.test","x")')
    await submit('Newest, "Quoted" Person')
    const response = await exportAs(await staff('admin'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'id,received,status,name,email,phone,dateOfBirth,office,gender,town,height,bust,waist,hips,shoe,instagram,message,guardianName,guardianEmail,photos,notes,language',
    )
    expect(lines[1]).toContain(
      `,new,"Newest, ""Quoted"" Person",ana@example.test,'+1 310 555 0199,1999-04-12,Los Angeles,woman,Pasadena,178,84,61,89,39,'@ana.lima,Available from June.,,,2,`,
    )
    expect(lines[2]).toContain(`,new,"'=HYPERLINK(""http://evil.test"",""x"")",`)
    expect(lines).toHaveLength(
      1 + (await harness.payload.count({ collection: 'submissions' })).totalDocs,
    )
  })

  it('refuses editors (403) and visitors (401)', async () => {
    expect((await exportAs(await staff('editor'))).status).toBe(403)
    expect((await exportAs(null)).status).toBe(401)
  })
})
