/** The audit log as CSV for admins (GET /cms/api/audit-log/export-csv), like the inboxes. */
import { inboxCsvExport } from '../inbox/csv-export'

export const exportAuditLogCsv = inboxCsvExport({
  collection: 'audit-log',
  header: ['time', 'userId', 'staff member', 'action', 'collection', 'document', 'changed fields'],
  row: (entry) => [
    entry.createdAt,
    typeof entry.user === 'object' && entry.user ? entry.user.id : entry.user,
    entry.userEmail,
    entry.action,
    entry.target,
    entry.documentId,
    entry.changedFields,
  ],
})
