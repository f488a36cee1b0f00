import type { DefaultServerCellComponentProps } from 'payload'

import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { formatMoney } from '@/lib/money'

/** The payments list shows amounts as staff read them, in English ($125.50), not in cents. */
export function AmountCell({
  cellData,
  rowData,
}: Pick<DefaultServerCellComponentProps, 'cellData' | 'rowData'>) {
  const currency = typeof rowData?.currency === 'string' ? rowData.currency : ''
  if (typeof cellData !== 'number' || !currency) return <span>{String(cellData ?? '')}</span>
  return <span>{formatMoney(cellData, currency, DEFAULT_LOCALE)}</span>
}
