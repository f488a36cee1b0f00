import type { Metadata } from 'next'

import { TalentView } from '@/features/books/talent-view'
import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageView } from '@/features/page/page-view'

type Props = { params: Promise<{ books: string; talent: string }> }

const KINDS = ['talent'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books, talent } = await params
  return pageMetadata(await loadPage([books, talent], KINDS))
}

export default async function TalentPage({ params }: Props) {
  const { books, talent } = await params
  const data = await loadPage([books, talent], KINDS)
  return (
    <PageView data={data}>
      <TalentView book={data.book} talent={data.talent} previous={data.previous} next={data.next} />
    </PageView>
  )
}
