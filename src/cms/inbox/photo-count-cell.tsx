import type { DefaultServerCellComponentProps } from 'payload'

/** An application's photos in its list: how many, and the first one small. */
export async function PhotoCountCell({
  cellData,
  payload,
}: Pick<DefaultServerCellComponentProps, 'cellData' | 'payload'>) {
  const ids = Array.isArray(cellData) ? cellData : []
  const first = ids[0]
  const firstId = typeof first === 'object' && first !== null && 'id' in first ? first.id : first
  const photo =
    typeof firstId === 'number' || typeof firstId === 'string'
      ? await payload
          .findByID({
            collection: 'submission-photos',
            id: firstId,
            depth: 0,
            select: { filename: true, sizes: true, url: true },
          })
          .catch(() => null)
      : null
  const thumbnail = photo?.sizes?.thumbnail?.url ?? photo?.url
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      {thumbnail ? (
        // eslint-disable-next-line @next/next/no-img-element -- a staff-only file, not for the image proxy
        <img src={thumbnail} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
      ) : null}
      <span>
        {ids.length} {ids.length === 1 ? 'photo' : 'photos'}
      </span>
    </span>
  )
}
