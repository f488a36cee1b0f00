import type { Metadata } from 'next'

import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { PageView } from '@/features/page/page-view'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await loadPage([]))
}

export default async function HomePage() {
  return <PageView data={await loadPage([])} />
}
