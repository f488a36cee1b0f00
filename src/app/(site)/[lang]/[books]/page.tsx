import type { Metadata } from 'next'

import { BookView } from '@/features/books/book-view'
import { parseBookFilters } from '@/features/books/filters'
import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { CmsPageContent } from '@/features/page/cms-page-content'
import { PageView } from '@/features/page/page-view'
import { requestLocale } from '@/lib/i18n/server'

type Props = {
  params: Promise<{ books: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A fixed route's CMS page (/faq, /about, ...) or a book (/women): one segment, one resolver. */
const KINDS = ['page', 'book'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books } = await params
  return pageMetadata(await loadPage([books], KINDS))
}

export default async function PageOrBook({ params, searchParams }: Props) {
  const { books } = await params
  const [data, query, locale] = await Promise.all([
    loadPage([books], KINDS),
    searchParams,
    requestLocale(),
  ])
  return (
    <PageView data={data}>
      {data.kind === 'book' ? (
        <BookView
          locale={locale}
          book={data.book}
          talents={data.talents}
          filters={parseBookFilters(query)}
        />
      ) : (
        <CmsPageContent data={data} searchParams={query} />
      )}
    </PageView>
  )
}
