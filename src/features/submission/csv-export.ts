/**
 * GET /cms/api/submissions/export-csv: every submission as a CSV file, newest first, for admins.
 * Cells that a spreadsheet would run as a formula (= + - @) are quoted with a leading apostrophe.
 */
import type { PayloadHandler, Where } from 'payload'

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
  const lines = [HEADER.map(cell).join(',')]
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
    lines.push(...result.docs.map((doc) => row(doc).map(cell).join(',')))
    if (!result.hasNextPage) break
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
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

export function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
