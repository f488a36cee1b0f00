import type { Metadata } from 'next'

import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageView } from '@/features/page/page-view'

type Props = {
  params: Promise<{ books: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A fixed route's CMS page (/faq, /about, ...) or a book (/women): one segment, one resolver. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books } = await params
  return pageMetadata(await loadPage([books]))
}

export default async function PageOrBook({ params, searchParams }: Props) {
  const { books } = await params
  return <PageView data={await loadPage([books])} searchParams={await searchParams} />
}
