/**
 * CSV for the inbox exports (submissions, messages, payments, inquiries): RFC 4180 quoting, CRLF
 * lines, and cells that a spreadsheet would run as a formula (= + - @) defused with a leading
 * apostrophe.
 */

/** Excel reads a CSV without a byte-order mark in the machine's legacy code page: "José" turns into "JosÃ©". */
export const UTF8_BOM = '\uFEFF'

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',')

/** A download named `{stem}-{YYYY-MM-DD}.csv`, starting with the byte-order mark, never cached. */
export function csvAttachment(lines: readonly string[], stem: string, now = new Date()): Response {
  const day = now.toISOString().slice(0, 10)
  return new Response(`${UTF8_BOM}${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${stem}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
