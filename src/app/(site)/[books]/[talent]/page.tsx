import type { Metadata } from 'next'

import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageView } from '@/features/page/page-view'

type Props = { params: Promise<{ books: string; talent: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books, talent } = await params
  return pageMetadata(await loadPage([books, talent]))
}

export default async function TalentPage({ params }: Props) {
  const { books, talent } = await params
  return <PageView data={await loadPage([books, talent])} />
}
