'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { UploadFieldClientComponent } from 'payload'
import { useEffect, useMemo, useState } from 'react'

import { DEFAULT_PICTURES } from '../collections/packages/package-pictures'

import { readTalentPictures, type MediaThumbnail, type TalentPictures } from './cms-api'
import styles from './package-pictures-field.module.css'
import { moveItem } from './reorder'
import { ThumbnailGrid, type Tile } from './thumbnail-grid.client'

type Ref = number | { id: number }
const idOf = (ref: Ref) => (typeof ref === 'object' ? ref.id : ref)

/** A talent's picture as staff tell it apart: its set and place there ("Polaroid 2"). */
type Choice = MediaThumbnail & { name: string }

function choicesOf({ portfolio, polaroids }: TalentPictures): Choice[] {
  return [
    ...portfolio.map((picture, index) => ({ ...picture, name: `Portfolio ${index + 1}` })),
    ...polaroids.map((picture, index) => ({ ...picture, name: `Polaroid ${index + 1}` })),
  ]
}

/**
 * A package talent's pictures (`talents.N.pictures`): the ones the client sees, as thumbnails in
 * their order (reordered by drag, the arrow keys or the buttons, as a book's talents), and below
 * them the rest of that talent's portfolio and polaroids, each added with one press. A talent just
 * chosen (or changed, or with every picture removed) starts with the first DEFAULT_PICTURES of
 * the portfolio, as the server would save it.
 */
export const PackagePicturesField: UploadFieldClientComponent = ({
  field,
  path: pathFromProps,
}) => {
  const { path, value, setValue } = useField<Ref[] | null>({ potentiallyStalePath: pathFromProps })
  const talentPath = path.replace(/pictures$/, 'talent')
  const talentRef = useFormFields(([fields]) => fields[talentPath]?.value) as Ref | null | undefined
  const talent = talentRef ? idOf(talentRef) : null
  const [pictures, setPictures] = useState<{ talent: number; choices: Choice[] } | null>(null)
  const [failure, setFailure] = useState<{ talent: number; message: string } | null>(null)
  const chosen = useMemo(() => (value ?? []).map(idOf), [value])

  useEffect(() => {
    if (talent === null) return
    const controller = new AbortController()
    readTalentPictures(talent, controller.signal)
      .then((read) => setPictures({ talent, choices: choicesOf(read) }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setFailure({ talent, message: error.message })
      })
    return () => controller.abort()
  }, [talent])

  const choices = pictures?.talent === talent ? pictures.choices : null
  // None of the row's pictures is this talent's: none chosen yet, or the talent was changed.
  const noneOfTheirs = !choices || chosen.every((id) => !choices.some((c) => c.id === id))
  // Such a row shows (and will save) the first of the talent's portfolio instead.
  useEffect(() => {
    if (!choices || !noneOfTheirs) return
    const portfolio = choices.filter((choice) => choice.name.startsWith('Portfolio'))
    const first = portfolio.slice(0, DEFAULT_PICTURES).map((choice) => choice.id)
    if (first.length > 0 || chosen.length > 0) setValue(first)
  }, [choices, noneOfTheirs, chosen.length, setValue])

  if (talent === null)
    return <p className={styles.note}>Choose the talent first, then their pictures.</p>

  const byId = new Map((choices ?? []).map((choice) => [choice.id, choice]))
  const tiles: Tile[] = chosen.map((id) => {
    const choice = byId.get(id)
    return {
      key: String(id),
      // A picture no longer in the talent's sets is named by id: the server will refuse it.
      label: choice?.name ?? (choices ? `Picture ${id}, not this talent’s` : 'Loading…'),
      thumbnail: choice ? { url: choice.url, alt: choice.alt } : undefined,
    }
  })
  const others = (choices ?? []).filter((choice) => !chosen.includes(choice.id))

  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label || 'Pictures'} path={path} />
      {/* The server's refusal of a picture not this talent's, named on the field. */}
      <FieldError path={path} />
      <FieldDescription description={field.admin?.description} path={path} />
      <ThumbnailGrid
        label="Pictures the client sees"
        tiles={tiles}
        onMove={(from, to) => setValue(moveItem(chosen, from, to))}
        onRemove={(index) => setValue(chosen.filter((_, at) => at !== index))}
      />
      {failure?.talent === talent && <p role="alert">{failure.message}</p>}
      {others.length > 0 && (
        <fieldset className={styles.others}>
          <legend>More of this talent’s pictures</legend>
          <ul>
            {others.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  aria-label={`Add ${choice.name}`}
                  onClick={() => setValue([...chosen, choice.id])}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own thumbnail, already sized */}
                  <img src={choice.url} alt="" loading="lazy" decoding="async" />
                  <span>{choice.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  )
}
