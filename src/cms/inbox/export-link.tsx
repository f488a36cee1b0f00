import type { InboxSlug } from './csv-export'

/** Above an inbox's list in the admin: downloads the inbox as CSV (admins only). */
export function ExportLink({ collection }: { collection: InboxSlug }) {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={`/cms/api/${collection}/export-csv`} download>
        Export all {collection} as CSV
      </a>
    </p>
  )
}
