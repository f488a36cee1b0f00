import type { DefaultServerCellComponentProps } from 'payload'

import type { AuditLog } from '@/payload-types'

/**
 * An audit entry's document by its title, linked to its edit view (a global's to the global);
 * a deleted document's title stays, without a link.
 */
export function DocumentCell({
  cellData,
  rowData,
  payload,
}: Pick<DefaultServerCellComponentProps, 'cellData' | 'rowData' | 'payload'>) {
  const entry = rowData as Partial<AuditLog>
  const title = typeof cellData === 'string' && cellData ? cellData : (entry.documentId ?? '')
  const admin = payload.config.routes.admin
  const href =
    entry.action === 'delete'
      ? null
      : entry.documentId
        ? `${admin}/collections/${entry.target}/${entry.documentId}`
        : `${admin}/globals/${entry.target}`
  return href ? <a href={href}>{title}</a> : <span>{title}</span>
}
