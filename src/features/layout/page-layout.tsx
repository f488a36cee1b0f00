import type React from 'react'

import { getFooter, getSettings } from '@/lib/data/globals'
import type { MenuItem } from '@/lib/data/types'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

type PageLayoutProps = { layout: 'default' | 'empty'; menu: MenuItem[]; children: React.ReactNode }

/**
 * The spec's two layouts, chosen per page by its `layout` field: `default` frames the content
 * with the header, menu and footer; `empty` shows the content alone (print cards, landing pages).
 */
export async function PageLayout({ layout, menu, children }: PageLayoutProps) {
  if (layout === 'empty') return <main id="content">{children}</main>
  const [settings, footer] = await Promise.all([getSettings(), getFooter()])
  return (
    <>
      <SiteHeader settings={settings} menu={menu} />
      <main id="content">{children}</main>
      <SiteFooter footer={footer} settings={settings} />
    </>
  )
}
