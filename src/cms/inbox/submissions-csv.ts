/** The submissions inbox as CSV (GET /cms/api/submissions/export-csv[?where…]). */
import { inboxCsvExport, officeCell } from './csv-export'

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

export const exportSubmissionsCsv = inboxCsvExport({
  collection: 'submissions',
  header: [
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
    'language',
  ],
  row: (submission) => {
    const details = isRecord(submission.details) ? submission.details : {}
    return [
      submission.id,
      submission.createdAt,
      submission.status,
      submission.name,
      submission.email,
      submission.phone,
      submission.dateOfBirth?.slice(0, 10),
      officeCell(submission.location),
      ...DETAIL_COLUMNS.map((key) => details[key]),
      submission.photos?.length ?? 0,
      submission.notes,
      submission.locale,
    ]
  },
})

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
