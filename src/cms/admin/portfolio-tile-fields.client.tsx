'use client'

import { useField } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { saveAlt, type MediaThumbnail } from './cms-api'

type Props = {
  captionPath: string
  media: MediaThumbnail | undefined
  /** A role that only reads: the alt text and caption as text. */
  readOnly: boolean
  onAltSaved: (media: MediaThumbnail) => void
}

const small = { display: 'block', fontSize: '0.75rem' } as const

/** Under a portfolio thumbnail: the picture's alt text, and the row's caption (saved with the talent). */
export function PortfolioTileFields({ captionPath, media, readOnly, onAltSaved }: Props) {
  const caption = useField<string>({ path: captionPath })
  const captionId = useId()
  if (readOnly) return caption.value ? <span style={small}>Caption: {caption.value}</span> : null
  return (
    <>
      {media && (
        // Keyed by the saved text: a picture whose alt changes elsewhere starts from the new one.
        <AltTextInput key={`${media.id}:${media.alt}`} media={media} onSaved={onAltSaved} />
      )}
      <div className="field-type text">
        <label htmlFor={captionId} className="field-label" style={small}>
          Caption
        </label>
        <input
          id={captionId}
          value={caption.value ?? ''}
          onChange={(event) => caption.setValue(event.target.value)}
        />
      </div>
    </>
  )
}

/**
 * Alt text belongs to the media document, not to the talent: it is saved there as soon as the
 * field loses focus, whether or not the talent is saved.
 */
function AltTextInput({
  media,
  onSaved,
}: {
  media: MediaThumbnail
  onSaved: (media: MediaThumbnail) => void
}) {
  const [alt, setAlt] = useState(media.alt)
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const altId = useId()

  async function save() {
    const text = alt.trim()
    if (text === media.alt) return
    setSaving(true)
    const refused = await saveAlt(media.id, text)
    setSaving(false)
    setRefusal(refused)
    if (!refused) onSaved({ ...media, alt: text })
  }

  return (
    // Payload's own field classes: the boxes look like every other text field of the form.
    <div className="field-type text">
      <label htmlFor={altId} className="field-label" style={small}>
        Alt text
      </label>
      <input
        id={altId}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        onBlur={() => void save()}
      />
      <span style={small} aria-live="polite">
        {saving ? 'Saving…' : refusal}
      </span>
    </div>
  )
}
