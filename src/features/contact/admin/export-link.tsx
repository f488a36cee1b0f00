/** Above the messages list in the admin: downloads the inbox as CSV (admins only). */
export function ExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/cms/api/messages/export-csv" download>
        Export all messages as CSV
      </a>
    </p>
  )
}
