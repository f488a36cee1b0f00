import type { DefaultServerCellComponentProps } from 'payload'

/** A checkbox in a list reads "yes" or "no" (Payload prints the stored true/false). */
export function YesNoCell({ cellData }: Pick<DefaultServerCellComponentProps, 'cellData'>) {
  if (typeof cellData !== 'boolean') return <span />
  return <span>{cellData ? 'yes' : 'no'}</span>
}
