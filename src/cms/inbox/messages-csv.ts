/** The messages inbox as CSV (GET /cms/api/messages/export-csv[?where…]). */
import { inboxCsvExport, officeCell } from './csv-export'

export const exportMessagesCsv = inboxCsvExport({
  collection: 'messages',
  header: [
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
    'language',
  ],
  row: (message) => [
    message.id,
    message.createdAt,
    message.status,
    officeCell(message.location),
    message.name,
    message.email,
    message.phone,
    message.subject,
    message.message,
    message.consentAt,
    message.notes,
    message.locale,
  ],
})
