/**
 * GET /cms/api/messages/export-csv[?status=new]: every contact message as a CSV file, newest
 * first, for admins.
 */
import type { PayloadHandler, Where } from 'payload'

import { csvAttachment, csvLine } from '@/lib/csv'
import type { Location, Message } from '@/payload-types'

const HEADER = [
  'id',
  'received',
  'status',
  'office',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consentAt',
  'notes',
]

const PAGE = 500

export const exportMessagesCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Log in as staff.' }, { status: 401 })
  if (req.user.role !== 'admin') {
    return Response.json({ message: 'Only admins may export messages.' }, { status: 403 })
  }
  const status = req.searchParams.get('status')
  const where: Where = status ? { status: { equals: status } } : {}
  const lines = [csvLine(HEADER)]
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'messages',
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
  return csvAttachment(lines, 'messages')
}

function row(doc: Message): unknown[] {
  const office = doc.location as Location | number | null | undefined
  return [
    doc.id,
    doc.createdAt,
    doc.status,
    typeof office === 'object' && office ? office.name : office,
    doc.name,
    doc.email,
    doc.phone,
    doc.subject,
    doc.message,
    doc.consentAt,
    doc.notes,
  ]
}
