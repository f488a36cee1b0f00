/**
 * Helpers for walking a document along its Payload fields: the missing-translations hook and the
 * seed's Spanish both go through localized fields, groups, tabs and rows the same way.
 */
import type { Field } from 'payload'

export type Data = Record<string, unknown>

/** The fields of a row, a collapsible or a group without a name, stored as their parent's. */
export function fieldsStoredInParent(field: Field): readonly Field[] | undefined {
  if (field.type === 'row' || field.type === 'collapsible') return field.fields
  if (field.type === 'group' && !('name' in field && field.name)) return field.fields
  return undefined
}

/** The fields of one row of an array or blocks field (a block's by its `blockType`). */
export function rowFields(field: Field, row: Data): readonly Field[] {
  if (field.type === 'array') return field.fields
  if (field.type === 'blocks')
    return field.blocks.find((block) => block.slug === row.blockType)?.fields ?? []
  return []
}

export const asData = (value: unknown): Data =>
  value && typeof value === 'object' ? (value as Data) : {}

export const rows = (value: unknown): Data[] => (Array.isArray(value) ? (value as Data[]) : [])
