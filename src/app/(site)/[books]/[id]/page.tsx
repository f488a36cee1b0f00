import type { Metadata } from 'next'

import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageView } from '@/features/page/page-view'

type Props = { params: Promise<{ books: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books, id } = await params
  return pageMetadata(await loadPage([books, id]))
}

export default async function TalentPage({ params }: Props) {
  const { books, id } = await params
  return <PageView data={await loadPage([books, id])} />
}
