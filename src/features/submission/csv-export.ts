/**
 * GET /cms/api/submissions/export-csv: every submission as a CSV file, newest first, for admins.
 */
import type { PayloadHandler, Where } from 'payload'

import { csvAttachment, csvLine } from '@/lib/csv'
import type { Location, Submission } from '@/payload-types'

const DETAIL_COLUMNS = [
  'gender',
  'town',
  'height',
  'bust',
  'waist',
  'hips',
  'shoe',
  'instagram',
  'message',
  'guardianName',
  'guardianEmail',
] as const

const HEADER = [
  'id',
  'received',
  'status',
  'name',
  'email',
  'phone',
  'dateOfBirth',
  'office',
  ...DETAIL_COLUMNS,
  'photos',
  'notes',
]

const PAGE = 500

export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Log in as staff.' }, { status: 401 })
  if (req.user.role !== 'admin') {
    return Response.json({ message: 'Only admins may export submissions.' }, { status: 403 })
  }
  const status = req.searchParams.get('status')
  const where: Where = status ? { status: { equals: status } } : {}
  const lines = [csvLine(HEADER)]
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'submissions',
      where,
      sort: '-createdAt',
      depth: 1,
      limit: PAGE,
      page,
      req,
      overrideAccess: false,
      populate: { locations: { name: true } },
    })
    lines.push(...result.docs.map((doc) => csvLine(row(doc))))
    if (!result.hasNextPage) break
  }
  return csvAttachment(lines, 'submissions')
}

function row(doc: Submission): unknown[] {
  const details = isRecord(doc.details) ? doc.details : {}
  const office = doc.location as Location | number | null | undefined
  return [
    doc.id,
    doc.createdAt,
    doc.status,
    doc.name,
    doc.email,
    doc.phone,
    doc.dateOfBirth?.slice(0, 10),
    typeof office === 'object' && office ? office.name : office,
    ...DETAIL_COLUMNS.map((key) => details[key]),
    doc.photos?.length ?? 0,
    doc.notes,
  ]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
