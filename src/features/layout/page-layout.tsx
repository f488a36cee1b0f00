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
import { catalogues } from '@/lib/i18n/messages'
import { requestLocale, requestSiteAddress } from '@/lib/i18n/server'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

type PageLayoutProps = { layout: 'default' | 'empty'; menu: MenuItem[]; children: React.ReactNode }

/**
 * The spec's two layouts, chosen per page by its `layout` field: `default` frames the content
 * with the header, menu and footer, the search bar and the FAQ popup; `empty` shows the content
 * alone (print cards, landing pages).
 *
 * It reads the request (language, address) and the data once and hands them to the header and
 * footer as props: an async server component is a render step of its own (a row of the page's
 * RSC payload, a pass of the HTML renderer), which every render pays (decision 0031).
 */
export async function PageLayout({ layout, menu, children }: PageLayoutProps) {
  if (layout === 'empty') return <main id="content">{children}</main>
  const [locale, address] = await Promise.all([requestLocale(), requestSiteAddress()])
  const [settings, footer, faqs, locations] = await Promise.all([
    getSettings(locale),
    getFooter(locale),
    getFaqs(locale),
    getLocations(locale),
  ])
  const towns = townPages(locations, TOWN_CODES)
  const page = { locale, address, messages: catalogues[locale] }
  return (
    <>
      <SiteHeader settings={settings} menu={menu} towns={towns} page={page} />
      <main id="content">{children}</main>
      <SiteFooter
        footer={footer}
        settings={settings}
        locations={locations}
        towns={towns}
        page={page}
      />
      <SearchDialog />
      <FaqPopup>
        <FaqEntries faqs={faqs} className={overlay.faqs} />
      </FaqPopup>
    </>
  )
}
