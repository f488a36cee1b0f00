import type { Metadata } from 'next'

import { TalentView } from '@/features/books/talent-view'
import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageView } from '@/features/page/page-view'
import { requestLocale } from '@/lib/i18n/server'

type Props = { params: Promise<{ books: string; talent: string }> }

const KINDS = ['talent'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books, talent } = await params
  return pageMetadata(await loadPage([books, talent], KINDS))
}

export default async function TalentPage({ params }: Props) {
  const { books, talent } = await params
  const [data, locale] = await Promise.all([loadPage([books, talent], KINDS), requestLocale()])
  return (
    <PageView data={data}>
      <TalentView
        locale={locale}
        book={data.book}
        talent={data.talent}
        previous={data.previous}
        next={data.next}
      />
    </PageView>
  )
}
