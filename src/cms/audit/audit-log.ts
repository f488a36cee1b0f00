import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '../access'
import { exportAuditLogCsv } from './audit-csv'
import { AUDIT_ACTIONS } from './audit-trail'

/**
 * Who changed what (cms/audit/audit-trail writes it): every change staff make to content, the
 * menu, settings and the inbox. Read-only for everyone; admins export it as CSV.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'target', 'documentId', 'changedFields'],
    components: {
      beforeListTable: [
        {
          path: '@/cms/inbox/export-link.client#ExportLink',
          clientProps: { collection: 'audit-log' },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: [{ path: '/export-csv', method: 'get', handler: exportAuditLogCsv }],
  fields: [
    { name: 'summary', type: 'text', admin: { hidden: true } },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Empty once the account is deleted; the email stays.' },
    },
    { name: 'userEmail', type: 'email', label: 'Staff member', required: true, index: true },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: value, value })),
    },
    {
      name: 'target',
      type: 'text',
      label: 'Collection',
      required: true,
      index: true,
      admin: { description: 'The collection, or for the menu and settings the global.' },
    },
    { name: 'documentId', type: 'text', label: 'Document', index: true },
    {
      name: 'changedFields',
      type: 'text',
      admin: { description: 'The names of the fields this change set, comma-separated.' },
    },
  ],
}
