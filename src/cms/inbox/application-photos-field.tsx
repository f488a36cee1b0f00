import type { UploadFieldServerProps } from 'payload'

/**
 * An application's photos, large, each opening the full file in a new tab. Replaces Payload's
 * upload list (20 px rows named by UUID, drag handles, "Choose from existing"), which offered
 * editing on what the applicant sent. The files stay staff-only: Payload checks read access
 * before streaming one.
 */
export async function ApplicationPhotosField({
  payload,
  value,
}: Pick<UploadFieldServerProps, 'payload' | 'value'>) {
  const ids = (Array.isArray(value) ? value : [])
    .map((photo: unknown) =>
      typeof photo === 'object' && photo !== null && 'id' in photo ? photo.id : photo,
    )
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')
  const photos = ids.length
    ? (
        await payload.find({
          collection: 'submission-photos',
          where: { id: { in: ids } },
          depth: 0,
          pagination: false,
          select: { filename: true, url: true, sizes: true, kind: true },
        })
      ).docs
    : []
  return (
    <section aria-label="Photos" className="field-type">
      <h3 style={{ marginBottom: '0.75rem' }}>Photos ({photos.length})</h3>
      {photos.length === 0 ? <p>No photos.</p> : null}
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
          gap: '1rem',
          listStyle: 'none',
          padding: 0,
        }}
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photo.url ?? undefined} target="_blank" rel="noreferrer">
              {/* eslint-disable-next-line @next/next/no-img-element -- a staff-only file, not for the image proxy */}
              <img
                src={photo.url ?? undefined}
                alt={`Photo ${index + 1} of ${photos.length}${photo.kind ? `, ${photo.kind}` : ''}`}
                style={{
                  width: '100%',
                  height: '24rem',
                  objectFit: 'contain',
                  background: 'var(--theme-elevation-50)',
                }}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
