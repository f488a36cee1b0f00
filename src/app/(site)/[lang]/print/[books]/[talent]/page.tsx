import type { Metadata } from 'next'

import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageLayout } from '@/features/layout/page-layout'
import { parsePrintOptions } from '@/features/print/options'
import { PrintCard } from '@/features/print/print-card'
import { getSettings } from '@/lib/data/globals'
import { requestLocale } from '@/lib/i18n/server'

type Props = {
  params: Promise<{ books: string; talent: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The talent's own sharing data and canonical address; the card itself is never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { books, talent } = await params
  return {
    ...(await pageMetadata(await loadPage([books, talent], ['talent']))),
    robots: { index: false },
  }
}

/** The printable card of a talent, in the empty layout: `?layout=card|portfolio&units=cm|in`. */
export default async function PrintPage({ params, searchParams }: Props) {
  const { books, talent } = await params
  const [data, settings] = await Promise.all([
    loadPage([books, talent], ['talent']),
    getSettings(await requestLocale()),
  ])
  return (
    <PageLayout layout="empty" menu={[]}>
      <PrintCard
        book={data.book}
        talent={data.talent}
        agency={settings.website.name}
        options={parsePrintOptions(await searchParams)}
      />
    </PageLayout>
  )
}
