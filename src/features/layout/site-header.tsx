import Link from 'next/link'

import { SiteMenu } from '@/features/navigation/site-menu.client'
import { SearchButton } from '@/features/search/search-dialog.client'
import { FaqButton } from '@/features/faq/faq-popup.client'
import shell from '@/features/shell/shell.module.css'
import { ThemeToggle } from '@/features/shell/theme-toggle.client'
import { ShortlistLink } from '@/features/shortlist/shortlist-link.client'
import { TownLinks, TownSelect } from '@/features/towns/town-controls.client'
import type { TownPages } from '@/features/towns/town-pages'
import type { PublicSettings } from '@/lib/data/globals'
import type { MenuItem } from '@/lib/data/types'

import styles from './site-header.module.css'

type SiteHeaderProps = { settings: PublicSettings; menu: MenuItem[]; towns: TownPages[] }

export function SiteHeader({ settings, menu, towns }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        Skip to content
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
          <li>
            <ThemeToggle className={shell.control} />
          </li>
        </ul>
      </div>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} prefetch={false}>
          {settings.website.name}
        </Link>
        <SiteMenu items={menu} />
      </div>
    </header>
  )
}
