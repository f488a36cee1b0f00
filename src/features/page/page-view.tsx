import { BookView } from '@/features/books/book-view'
import { parseBookFilters, type SearchParams } from '@/features/books/filters'
import { TalentView } from '@/features/books/talent-view'
import { PageLayout } from '@/features/layout/page-layout'
import { organizationData } from '@/features/seo/structured-data'
import { getSettings } from '@/lib/data/globals'
import type { PageData } from '@/lib/data/types'
import { env } from '@/lib/env'

import { JsonLd } from './json-ld'
import styles from './page-view.module.css'
import { RenderBlocks } from './render-blocks'

const OPENS_WITH_HEADING = new Set(['hero', 'videoBanner'])

function PageContent({ data, searchParams }: { data: PageData; searchParams: SearchParams }) {
  switch (data.kind) {
    case 'book':
      return (
        <BookView
          book={data.book}
          talents={data.talents}
          filters={parseBookFilters(searchParams)}
        />
      )
    case 'talent':
      return (
        <TalentView
          book={data.book}
          talent={data.talent}
          previous={data.previous}
          next={data.next}
        />
      )
    case 'page': {
      const [first] = data.page.blocks
      const hasHeading = first !== undefined && OPENS_WITH_HEADING.has(first.blockType)
      return (
        <>
          {!hasHeading && <h1 className={styles.title}>{data.title}</h1>}
          <RenderBlocks blocks={data.page.blocks} searchParams={searchParams} />
        </>
      )
    }
  }
}

/** The agency behind every page, for search engines' knowledge panels. */
async function OrganizationJsonLd() {
  return <JsonLd data={organizationData(await getSettings(), env.siteUrl)} />
}

/** Everything the site shows at a path, in the layout the content asks for. */
export function PageView({
  data,
  searchParams = {},
}: {
  data: PageData
  searchParams?: SearchParams
}) {
  return (
    <PageLayout layout={data.layout} menu={data.menu}>
      <OrganizationJsonLd />
      <PageContent data={data} searchParams={searchParams} />
    </PageLayout>
  )
}
