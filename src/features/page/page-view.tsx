import type { ReactNode } from 'react'

import { PageLayout } from '@/features/layout/page-layout'
import { organizationData } from '@/features/seo/structured-data'
import { getSettings } from '@/lib/data/globals'
import type { PageData } from '@/lib/data/types'
import { env } from '@/lib/env'

import { JsonLd } from './json-ld'
import { requestLocale } from '@/lib/i18n/server'

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
