import Link from 'next/link'

import { SiteMenu } from '@/features/navigation/site-menu.client'
import { SearchButton } from '@/features/search/search-button.client'
import { FaqButton } from '@/features/faq/faq-popup.client'
import { LanguageSwitch } from '@/features/languages/language-switch'
import shell from '@/features/shell/shell.module.css'
import { ThemeToggle } from '@/features/shell/theme-toggle.client'
import { ShortlistLink } from '@/features/shortlist/shortlist-link.client'
import { TownLinks, TownSelect } from '@/features/towns/town-controls.client'
import type { TownPages } from '@/features/towns/town-pages'
import type { PublicSettings } from '@/lib/data/globals'
import type { MenuItem } from '@/lib/data/types'
import { localizedPath } from '@/lib/i18n/locales'
import type { PageRequest } from '@/lib/i18n/server'

import styles from './site-header.module.css'

type SiteHeaderProps = {
  settings: PublicSettings
  menu: MenuItem[]
  towns: TownPages[]
  page: PageRequest
}

export function SiteHeader({ settings, menu, towns, page }: SiteHeaderProps) {
  const { messages, locale } = page
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        {messages.shell.skipToContent}
      </a>
      <div className={styles.utility}>
        <ul className={styles.group}>
          <li>
            <TownSelect towns={towns} className={shell.select} />
          </li>
          <TownLinks towns={towns} className={shell.control} />
        </ul>
        <ul className={styles.group}>
          <li>
            <ShortlistLink className={shell.control} />
          </li>
          <li>
            <SearchButton className={shell.control} />
          </li>
          <li>
            <FaqButton className={shell.control} />
          </li>
          <LanguageSwitch page={page} className={shell.control} />
          <li>
            <ThemeToggle className={shell.control} />
          </li>
        </ul>
      </div>
      <div className={styles.bar}>
        <Link href={localizedPath('/', locale)} className={styles.brand} prefetch={false}>
          {settings.website.name}
        </Link>
        <SiteMenu items={menu} />
      </div>
    </header>
  )
}
