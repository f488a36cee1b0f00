/** The inquiries inbox as CSV (GET /cms/api/inquiries/export-csv[?where…]). */
import type { Inquiry } from '@/payload-types'

import { inboxCsvExport, officeCell } from './csv-export'

/** The talents by name (populated at depth 1), in the client's order, one cell. */
const talentsCell = (talents: Inquiry['talents']) =>
  talents.map((talent) => (typeof talent === 'object' ? talent.name : talent)).join('; ')

export const exportInquiriesCsv = inboxCsvExport({
  collection: 'inquiries',
  header: [
    'id',
    'received',
    'status',
    'office',
    'name',
    'company',
    'email',
    'phone',
    'dates',
    'usage',
    'talents',
    'message',
    'consentAt',
    'notes',
    'language',
  ],
  row: (inquiry) => [
    inquiry.id,
    inquiry.createdAt,
    inquiry.status,
    officeCell(inquiry.location),
    inquiry.name,
    inquiry.company,
    inquiry.email,
    inquiry.phone,
    inquiry.dates,
    inquiry.usage,
    talentsCell(inquiry.talents),
    inquiry.message,
    inquiry.consentAt,
    inquiry.notes,
    inquiry.locale,
  ],
})
