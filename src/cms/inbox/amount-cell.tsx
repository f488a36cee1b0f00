import type { DefaultServerCellComponentProps } from 'payload'

import { formatMoney } from '@/lib/money'

/** The payments list shows amounts as people read them ($125.50), not in the stored cents. */
export function AmountCell({
  cellData,
  rowData,
}: Pick<DefaultServerCellComponentProps, 'cellData' | 'rowData'>) {
  const currency = typeof rowData?.currency === 'string' ? rowData.currency : ''
  if (typeof cellData !== 'number' || !currency) return <span>{String(cellData ?? '')}</span>
  return <span>{formatMoney(cellData, currency)}</span>
}
