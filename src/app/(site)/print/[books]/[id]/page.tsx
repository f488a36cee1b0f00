import type { Metadata } from 'next'

import { MeasurementList } from '@/features/books/measurement-list'
import { MediaImage } from '@/features/media/media-image'
import { loadPage } from '@/features/page/load-page'
import { PageLayout } from '@/features/layout/page-layout'

type Props = { params: Promise<{ books: string; id: string }> }

export const metadata: Metadata = { robots: { index: false } }

/** The printable card of a talent, in the empty layout. The print issue makes it a full card. */
export default async function PrintCard({ params }: Props) {
  const { books, id } = await params
  const data = await loadPage([books, id])
  if (data.kind !== 'talent') return null
  const { talent } = data
  const images =
    talent.cardImages.length > 0 ? talent.cardImages : talent.portfolio.map(({ image }) => image)
  return (
    <PageLayout layout="empty" menu={[]}>
      <h1>{talent.name}</h1>
      <MeasurementList measurements={talent.measurements} />
      {images.slice(0, 5).map((image, index) => (
        <MediaImage key={image.id} media={image} sizes={index === 0 ? '60vw' : '20vw'} priority />
      ))}
    </PageLayout>
  )
}
