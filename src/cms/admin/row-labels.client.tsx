'use client'

import { useRowLabel } from '@payloadcms/ui'

import { blockTitle } from './block-title'

/**
 * A collapsed array row reads one of its fields (a menu item's label, "Women"), not "Item 01";
 * until that field is filled it falls back to the item's number.
 */
export function FieldRowLabel({ field }: { field: string }) {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown>>()
  const value = data?.[field]
  return (
    <span>
      {typeof value === 'string' && value.trim()
        ? value
        : `Item ${String(rowNumber + 1).padStart(2, '0')}`}
    </span>
  )
}

/** A page block's row reads its kind and content (see blockTitle). */
export function BlockRowLabel({ kind }: { kind: string }) {
  const { data } = useRowLabel<Record<string, unknown>>()
  return <span>{blockTitle(kind, data)}</span>
}
