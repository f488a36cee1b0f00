import type { DefaultServerCellComponentProps } from 'payload'

import { firstWords } from '../admin/first-words'

/**
 * An inbox list's "first words" column: the start of what the sender wrote, enough to triage by.
 * A text field's cell, or an application's details (the message is one of them).
 */
export function ExcerptCell({ cellData }: Pick<DefaultServerCellComponentProps, 'cellData'>) {
  return <span>{firstWords(messageOf(cellData))}</span>
}

function messageOf(cellData: unknown): string {
  if (typeof cellData === 'string') return cellData
  if (typeof cellData === 'object' && cellData !== null && 'message' in cellData) {
    return typeof cellData.message === 'string' ? cellData.message : ''
  }
  return ''
}
