/** The audit log as CSV for admins (GET /cms/api/audit-log/export-csv), like the inboxes. */
import { inboxCsvExport } from '../inbox/csv-export'

export const exportAuditLogCsv = inboxCsvExport({
  collection: 'audit-log',
  header: [
    'time',
    'userId',
    'staff member',
    'email',
    'action',
    'collection',
    'document',
    'title',
    'changed fields',
  ],
  row: (entry) => [
    entry.createdAt,
    typeof entry.user === 'object' && entry.user ? entry.user.id : entry.user,
    entry.userName,
    entry.userEmail,
    entry.action,
    entry.target,
    entry.documentId,
    entry.title,
    entry.changedFields,
  ],
})
