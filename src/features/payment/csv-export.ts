/**
 * GET /cms/api/payments/export-csv: every payment as a CSV file, newest first, for admins, with
 * amounts in major units (125.50) beside their currency. `?status=paid` narrows it.
 */
import type { PayloadHandler, Where } from 'payload'

import { csvAttachment, csvLine } from '@/lib/csv'
import type { Location, Payment } from '@/payload-types'

import { toMajorUnits } from './money'

const HEADER = [
  'id',
  'created',
  'status',
  'paidAt',
  'office',
  'reference',
  'amount',
  'currency',
  'payerName',
  'payerEmail',
  'note',
  'checkoutSessionId',
]

const PAGE = 500

export const exportPaymentsCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Log in as staff.' }, { status: 401 })
  if (req.user.role !== 'admin') {
    return Response.json({ message: 'Only admins may export payments.' }, { status: 403 })
  }
  const status = req.searchParams.get('status')
  const where: Where = status ? { status: { equals: status } } : {}
  const lines = [csvLine(HEADER)]
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'payments',
      where,
      sort: '-createdAt',
      depth: 1,
      limit: PAGE,
      page,
      req,
      overrideAccess: false,
      joins: false,
      populate: { locations: { name: true } },
    })
    lines.push(...result.docs.map((doc) => csvLine(row(doc))))
    if (!result.hasNextPage) break
  }
  return csvAttachment(lines, 'payments')
}

function row(doc: Payment): unknown[] {
  const office = doc.location as Location | number
  return [
    doc.id,
    doc.createdAt,
    doc.status,
    doc.paidAt,
    typeof office === 'object' ? office.name : office,
    doc.reference,
    toMajorUnits(doc.amount, doc.currency),
    doc.currency.toUpperCase(),
    doc.payerName,
    doc.payerEmail,
    doc.note,
    doc.checkoutSessionId,
  ]
}
