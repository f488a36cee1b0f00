/** What an audit entry says happened, stored by value and shown by label. */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Changed',
  draft: 'Draft saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  delete: 'Deleted',
} as const

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[]
