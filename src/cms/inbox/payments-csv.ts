/**
 * The payments inbox as CSV (GET /cms/api/payments/export-csv[?where…]), with amounts in
 * major units (125.50) beside their currency.
 */
import { toMajorUnits } from '@/lib/money'

import { inboxCsvExport, officeCell } from './csv-export'

export const exportPaymentsCsv = inboxCsvExport({
  collection: 'payments',
  header: [
    'id',
    'created',
    'status',
    'paidAt',
    'office',
    'reference',
    'amount',
    'currency',
    'payerName',
    'payerEmail',
    'note',
    'checkoutSessionId',
    'language',
  ],
  row: (payment) => [
    payment.id,
    payment.createdAt,
    payment.status,
    payment.paidAt,
    officeCell(payment.location),
    payment.reference,
    toMajorUnits(payment.amount, payment.currency),
    payment.currency.toUpperCase(),
    payment.payerName,
    payment.payerEmail,
    payment.note,
    payment.checkoutSessionId,
    payment.locale,
  ],
})
