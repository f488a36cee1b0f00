'use client'

import { FieldDescription, FieldLabel, useField, useForm, useFormFields } from '@payloadcms/ui'
import type { ArrayFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { fetchThumbnails, type MediaThumbnail } from './cms-api'
import { PortfolioExisting } from './portfolio-existing.client'
import { PortfolioUploads } from './portfolio-uploads.client'
import { ThumbnailGrid, type Tile } from './thumbnail-grid.client'
import { PortfolioTileFields } from './portfolio-tile-fields.client'

/**
 * A talent's portfolio (an array of rows: picture and caption) as a grid of thumbnails, with a
 * drop zone that uploads many pictures at once and appends them, and a drawer of the pictures
 * already uploaded to append from. A role that only reads content (bookers) sees the thumbnails
 * and captions alone: nothing it could change, so its form never changes or locks the talent.
 * The rows stay Payload's own
 * form state, so Save, drafts and versions work as for any array.
 */
export const PortfolioField: ArrayFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly = false,
  schemaPath,
}) => {
  const { path, rows = [] } = useField({ hasRows: true, potentiallyStalePath: pathFromProps })
  const { addFieldRow, moveFieldRow, removeFieldRow } = useForm()
  // One string, not a new array per form change: the grid re-renders when a picture changes.
  const imageList = useFormFields(([fields]) =>
    rows.map((_, index) => String(fields[`${path}.${index}.image`]?.value ?? '')).join(','),
  )
  const imageIds = imageList.split(',').map((id) => (id ? Number(id) : undefined))
  const [thumbnails, setThumbnails] = useState(new Map<number, MediaThumbnail>())

  const missingKey = imageIds
    .filter((id): id is number => id !== undefined && !thumbnails.has(id))
    .join(',')
  useEffect(() => {
    if (!missingKey) return
    let current = true
    void fetchThumbnails(missingKey.split(',').map(Number)).then((found) => {
      if (current) setThumbnails((known) => new Map([...known, ...found]))
    })
    return () => {
      current = false
    }
  }, [missingKey])

  function remember(media: MediaThumbnail) {
    setThumbnails((known) => new Map(known).set(media.id, media))
  }

  function append(media: MediaThumbnail) {
    remember(media)
    addFieldRow({
      path,
      schemaPath: schemaPath ?? field.name,
      subFieldState: { image: { initialValue: media.id, value: media.id, valid: true } },
    })
  }

  const tiles: Tile[] = rows.map((row, index) => {
    const id = imageIds[index]
    const media = id === undefined ? undefined : thumbnails.get(id)
    return {
      key: row.id,
      label: media?.alt || `Picture ${index + 1}`,
      thumbnail: media,
      details: (
        <PortfolioTileFields
          captionPath={`${path}.${index}.caption`}
          media={media}
          readOnly={readOnly}
          onAltSaved={remember}
        />
      ),
    }
  })

  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label || 'Portfolio'} path={path} />
      <FieldDescription description={field.admin?.description} path={path} />
      {!readOnly && (
        <>
          <PortfolioUploads onUploaded={append} />
          <PortfolioExisting onChosen={append} />
        </>
      )}
      <ThumbnailGrid
        label="Portfolio order"
        tiles={tiles}
        readOnly={readOnly}
        onMove={(from, to) => moveFieldRow({ path, moveFromIndex: from, moveToIndex: to })}
        onRemove={(index) => removeFieldRow({ path, rowIndex: index })}
      />
    </div>
  )
}
