import type { CollectionConfig } from 'payload'

import { contentEditorsOnly, nobody } from '../access'
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from './audit-actions'
import { exportAuditLogCsv } from './audit-csv'

/**
 * Who changed what (cms/audit/audit-trail writes it): every change staff make to content, the
 * menu, settings and the inbox. Read-only for everyone; admins and editors read it (bookers do
 * not: it names every account and change), admins export it as CSV.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userName', 'action', 'title', 'target', 'changedFields'],
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
  access: { read: contentEditorsOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: [{ path: '/export-csv', method: 'get', handler: exportAuditLogCsv }],
  fields: [
    { name: 'summary', type: 'text', admin: { hidden: true } },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Empty once the account is deleted; the name and email stay.' },
    },
    { name: 'userName', type: 'text', label: 'Staff member' },
    { name: 'userEmail', type: 'email', label: 'Email', required: true, index: true },
    {
      name: 'action',
      type: 'select',
      label: 'What happened',
      required: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: AUDIT_ACTION_LABELS[value], value })),
    },
    {
      name: 'title',
      type: 'text',
      label: 'Document',
      admin: {
        description: 'Its title when the change was made.',
        components: { Cell: '@/cms/audit/document-cell#DocumentCell' },
      },
    },
    {
      name: 'target',
      type: 'text',
      label: 'Collection',
      required: true,
      index: true,
      admin: { description: 'The collection, or for the menu and settings the global.' },
    },
    { name: 'documentId', type: 'text', label: 'Document id', index: true },
    {
      name: 'changedFields',
      type: 'text',
      label: 'Changed',
      admin: { description: 'The fields this change set, as the form labels them.' },
    },
  ],
}
