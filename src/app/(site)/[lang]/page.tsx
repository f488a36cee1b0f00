import type { Metadata } from 'next'

import { loadPage } from '@/features/page/load-page'
import { pageMetadata } from '@/features/page/metadata'
import { CmsPageContent } from '@/features/page/cms-page-content'
import { PageView } from '@/features/page/page-view'

const KINDS = ['page'] as const

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await loadPage([], KINDS))
}

export default async function HomePage() {
  const data = await loadPage([], KINDS)
  return (
    <PageView data={data}>
      <CmsPageContent data={data} />
    </PageView>
  )
}
