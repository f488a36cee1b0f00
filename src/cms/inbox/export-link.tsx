import type { CsvExportSlug } from './csv-export'

/** Above an inbox's (or the audit log's) list in the admin: downloads it as CSV (admins only). */
export function ExportLink({ collection }: { collection: CsvExportSlug }) {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={`/cms/api/${collection}/export-csv`} download>
        Export all {collection} as CSV
      </a>
    </p>
  )
}
