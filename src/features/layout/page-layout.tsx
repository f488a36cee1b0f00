import type React from 'react'

import { TOWN_CODES } from '@/cms/fields/towns'
import { FaqEntries } from '@/features/faq/faq-entries'
import { FaqPopup } from '@/features/faq/faq-popup.client'
import { SearchDialog } from '@/features/search/lazy.client'
import overlay from '@/features/shell/overlay.module.css'
import { townPages } from '@/features/towns/town-pages'
import { getFaqs, getLocations } from '@/lib/data/agency'
import { getFooter, getSettings } from '@/lib/data/globals'
import type { MenuItem } from '@/lib/data/types'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { requestLocale } from '@/lib/i18n/server'

type PageLayoutProps = { layout: 'default' | 'empty'; menu: MenuItem[]; children: React.ReactNode }

/**
 * The spec's two layouts, chosen per page by its `layout` field: `default` frames the content
 * with the header, menu and footer, the search bar and the FAQ popup; `empty` shows the content
 * alone (print cards, landing pages).
 */
export async function PageLayout({ layout, menu, children }: PageLayoutProps) {
  if (layout === 'empty') return <main id="content">{children}</main>
  const locale = await requestLocale()
  const [settings, footer, faqs, locations] = await Promise.all([
    getSettings(locale),
    getFooter(locale),
    getFaqs(locale),
    getLocations(locale),
  ])
  const towns = townPages(locations, TOWN_CODES)
  return (
    <>
      <SiteHeader settings={settings} menu={menu} towns={towns} />
      <main id="content">{children}</main>
      <SiteFooter footer={footer} settings={settings} towns={towns} />
      <SearchDialog />
      <FaqPopup>
        <FaqEntries faqs={faqs} className={overlay.faqs} />
      </FaqPopup>
    </>
  )
}
