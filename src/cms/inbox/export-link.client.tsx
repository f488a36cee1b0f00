'use client'

import { useAuth } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import type { CsvExportSlug } from './csv-export'

/** The list's filters in the admin's address: its filter conditions and its search box. */
const isListFilter = (key: string) => key === 'search' || key.startsWith('where[')

/**
 * Above an inbox's (or the audit log's) list in the admin: downloads, as CSV, the records the
 * list shows. Admins alone may export (the endpoint refuses anyone else): no one else sees the
 * link. The list keeps its filters in the address; the link passes them on as they change.
 */
export function ExportLink({ collection }: { collection: CsvExportSlug }) {
  const { user } = useAuth()
  const searchParams = useSearchParams()
  if (user?.role !== 'admin') return null
  const filters = new URLSearchParams(
    [...searchParams.entries()].filter(([key]) => isListFilter(key)),
  )
  const query = filters.toString()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={`/cms/api/${collection}/export-csv${query ? `?${query}` : ''}`} download>
        {query ? `Export the filtered ${collection} as CSV` : `Export all ${collection} as CSV`}
      </a>
    </p>
  )
}
