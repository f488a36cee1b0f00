'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'
import { useMemo } from 'react'

import { moveItem } from './reorder'
import { TalentFinder } from './talent-finder.client'
import { useTalentTiles } from './use-talent-tiles.client'
import { ThumbnailGrid, type Tile } from './thumbnail-grid.client'

const idOf = (entry: number | { id: number }) => (typeof entry === 'number' ? entry : entry.id)

/**
 * A book's talents as thumbnails (each talent's picture, the first of their portfolio) in the
 * order visitors see them, reordered by drag, keyboard, "Move to top" or a typed position; the
 * order is saved as the relationship's positions. Names are read by id, a page at a time, and
 * pictures load as they scroll into view, so a book of thousands opens like a short one.
 * Talents join through "Find a talent", searched on the server as staff type. A role that only
 * reads content (bookers) sees the thumbnails alone.
 */
export const BookTalentsField: RelationshipFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly = false,
}) => {
  const { path, value, setValue } = useField<(number | { id: number })[]>({
    potentiallyStalePath: pathFromProps,
  })
  const ids = useMemo(() => (value ?? []).map(idOf), [value])
  const listed = useMemo(() => new Set(ids), [ids])
  const { tiles: known, failed, remember } = useTalentTiles(ids)

  const tiles: Tile[] = ids.map((id) => {
    const talent = known.get(id)
    return {
      key: String(id),
      // A talent that could not be read (deleted meanwhile) is named by id, as staff can act on it.
      label: talent?.name ?? (failed.has(id) ? `Talent ${id}` : 'Loading…'),
      thumbnail: talent?.thumbnail ? { url: talent.thumbnail.url, alt: talent.name } : undefined,
    }
  })

  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label || 'Talents'} path={path} />
      <FieldDescription description={field.admin?.description} path={path} />
      <ThumbnailGrid
        label="Talents in this book"
        tiles={tiles}
        moveToTop
        positions
        readOnly={readOnly}
        onMove={(from, to) => setValue(moveItem(ids, from, to))}
        onRemove={(index) => setValue(ids.filter((_, at) => at !== index))}
      />
      {!readOnly && (
        <TalentFinder
          listed={listed}
          onAdd={(tile) => {
            remember(tile)
            setValue([...ids, tile.id])
          }}
        />
      )}
    </div>
  )
}
