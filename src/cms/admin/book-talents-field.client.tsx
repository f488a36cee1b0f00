'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import type { Talent } from '@/payload-types'
import { fetchThumbnails, listTalents, type MediaThumbnail } from './cms-api'
import { moveItem } from './reorder'
import { ThumbnailGrid, type Tile } from './thumbnail-grid.client'

type TalentChoice = { id: number; name: string; pictureId: number | undefined }

function choiceOf(talent: Pick<Talent, 'id' | 'name' | 'portfolio'>): TalentChoice {
  const picture = talent.portfolio?.[0]?.image
  return {
    id: talent.id,
    name: talent.name,
    pictureId: typeof picture === 'number' ? picture : picture?.id,
  }
}

/**
 * A book's talents as thumbnails (the first picture of each portfolio) in the order visitors see
 * them, reordered by drag or keyboard, with "Move to top"; talents join from a list of the rest.
 */
export const BookTalentsField: RelationshipFieldClientComponent = ({
  field,
  path: pathFromProps,
}) => {
  const { path, value, setValue } = useField<number[]>({ potentiallyStalePath: pathFromProps })
  const ids = value ?? []
  const [talents, setTalents] = useState(new Map<number, TalentChoice>())
  const [thumbnails, setThumbnails] = useState(new Map<number, MediaThumbnail>())

  useEffect(() => {
    let current = true
    void listTalents().then(async (all) => {
      const choices = all.map(choiceOf)
      const pictures = choices.flatMap(({ pictureId }) => (pictureId ? [pictureId] : []))
      const found = await fetchThumbnails(pictures)
      if (!current) return
      setTalents(new Map(choices.map((choice) => [choice.id, choice])))
      setThumbnails(found)
    })
    return () => {
      current = false
    }
  }, [])

  const tiles: Tile[] = ids.map((id) => {
    const talent = talents.get(id)
    const picture = talent?.pictureId ? thumbnails.get(talent.pictureId) : undefined
    return {
      key: String(id),
      label: talent?.name ?? `Talent ${id}`,
      thumbnail: picture && { url: picture.url, alt: talent?.name ?? '' },
    }
  })
  const others = [...talents.values()].filter((talent) => !ids.includes(talent.id))

  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label || 'Talents'} path={path} />
      <FieldDescription description={field.admin?.description} path={path} />
      <ThumbnailGrid
        label="Talents in this book"
        tiles={tiles}
        moveToTop
        onMove={(from, to) => setValue(moveItem(ids, from, to))}
        onRemove={(index) => setValue(ids.filter((_, at) => at !== index))}
      />
      <label style={{ display: 'block', marginTop: '0.75rem' }}>
        <span style={{ display: 'block' }}>Add a talent at the end</span>
        <select
          className="input"
          value=""
          onChange={(event) => setValue([...ids, Number(event.target.value)])}
        >
          <option value="">Choose a talent…</option>
          {others.map((talent) => (
            <option key={talent.id} value={talent.id}>
              {talent.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
