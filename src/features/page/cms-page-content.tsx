import type { SearchParams } from '@/features/books/filters'
import type { PageOf } from '@/lib/data/types'

import styles from './cms-page-content.module.css'
import { RenderBlocks } from './render-blocks'

const OPENS_WITH_HEADING = new Set(['hero', 'videoBanner'])

/**
 * A CMS page: its blocks, under the page's title unless the first block carries the heading. A
 * module of its own, so the talent route, which renders no blocks, does not take the blocks'
 * client code (the forms, the video banner) into its scripts (decision 0016).
 */
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
