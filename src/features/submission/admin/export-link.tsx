/** Above the submissions list in the admin: downloads the inbox as CSV (admins only). */
export function ExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/cms/api/submissions/export-csv" download>
        Export all submissions as CSV
      </a>
    </p>
  )
}
