/** Above the payments list in the admin: downloads the payments as CSV (admins only). */
export function PaymentsExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/cms/api/payments/export-csv" download>
        Export all payments as CSV
      </a>
    </p>
  )
}
