'use client'

import { useId, useRef, useState, type DragEvent } from 'react'

import { uploadToMedia, type MediaThumbnail } from './cms-api'
import { altFromFileName } from './reorder'
import styles from './portfolio-uploads.module.css'

/** The picture types the media collection takes (its `upload.mimeTypes`, videos aside). */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

/** One file's upload: the share sent (0 to 1), then added, or refused and why. */
type Upload = { key: number; name: string; sent: number; added: boolean; refusal: string | null }

/**
 * A drop zone and a file picker for many pictures at once. Each file is uploaded to the media
 * collection with alt text from its name, with its own progress bar, and handed to `onUploaded`
 * in the order chosen.
 */
export function PortfolioUploads({ onUploaded }: { onUploaded: (media: MediaThumbnail) => void }) {
  const inputId = useId()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)
  const uploadCount = useRef(0)

  function update(key: number, change: Partial<Upload>) {
    setUploads((all) =>
      all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    )
  }

  async function uploadAll(files: File[]) {
    const batch = files.map((file) => ({ file, key: (uploadCount.current += 1) }))
    setUploads((all) => [
      ...all,
      ...batch.map(({ file, key }) => ({
        key,
        name: file.name,
        sent: 0,
        added: false,
        refusal: PICTURE_TYPES.includes(file.type)
          ? null
          : 'Not added: only JPEG, PNG, WebP or AVIF pictures.',
      })),
    ])
    // One at a time: the pictures join the portfolio in the order chosen, and the server resizes
    // one picture at a time instead of all of them at once.
    for (const { file, key } of batch) {
      if (!PICTURE_TYPES.includes(file.type)) continue
      try {
        const media = await uploadToMedia(file, altFromFileName(file.name), (sent) =>
          update(key, { sent }),
        )
        onUploaded(media)
        update(key, { sent: 1, added: true })
      } catch (error) {
        update(key, { refusal: `Not added: ${(error as Error).message}` })
      }
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    void uploadAll([...event.dataTransfer.files])
  }

  return (
    <div>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drop pictures here to add them at the end of the portfolio, or</p>
        <label htmlFor={inputId} className={styles.pick}>
          Choose pictures
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          multiple
          accept={PICTURE_TYPES.join(',')}
          onChange={(event) => {
            void uploadAll([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>{upload.name}</span>
              <progress max={1} value={upload.sent} aria-label={`Uploading ${upload.name}`} />
              <span>
                {upload.refusal ?? (upload.added ? 'Added' : `${Math.round(upload.sent * 100)} %`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
