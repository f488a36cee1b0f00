import type { ReactNode } from 'react'

import type { SearchParams } from '@/features/books/filters'
import { PageLayout } from '@/features/layout/page-layout'
import { organizationData } from '@/features/seo/structured-data'
import { getSettings } from '@/lib/data/globals'
import type { PageData, PageOf } from '@/lib/data/types'
import { env } from '@/lib/env'

import { JsonLd } from './json-ld'
import styles from './page-view.module.css'
import { RenderBlocks } from './render-blocks'
import { requestLocale } from '@/lib/i18n/server'

const OPENS_WITH_HEADING = new Set(['hero', 'videoBanner'])

/** The agency behind every page, for search engines' knowledge panels. */
async function OrganizationJsonLd() {
  return <JsonLd data={organizationData(await getSettings(await requestLocale()), env.siteUrl)} />
}

/**
 * Everything the site shows at a path, in the layout the content asks for. The route passes the
 * view of its own kind of content (CmsPageContent, BookView, TalentView) as children, so a
 * route's client code holds only what its pages use (decision 0016).
 */
export function PageView({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <PageLayout layout={data.layout} menu={data.menu}>
      <OrganizationJsonLd />
      {children}
    </PageLayout>
  )
}

/** A CMS page: its blocks, under the page's title unless the first block carries the heading. */
export function CmsPageContent({
  data,
  searchParams = {},
}: {
  data: PageOf<'page'>
  searchParams?: SearchParams
}) {
  const [first] = data.page.blocks
  const hasHeading = first !== undefined && OPENS_WITH_HEADING.has(first.blockType)
  return (
    <>
      {!hasHeading && <h1 className={styles.title}>{data.title}</h1>}
      <RenderBlocks blocks={data.page.blocks} searchParams={searchParams} />
    </>
  )
}
