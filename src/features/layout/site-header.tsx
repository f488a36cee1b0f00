import Link from 'next/link'

import type { PublicSettings } from '@/lib/data/globals'
import type { MenuItem } from '@/lib/data/types'

import styles from './site-header.module.css'
import { SiteMenu } from './site-menu'

export function SiteHeader({ settings, menu }: { settings: PublicSettings; menu: MenuItem[] }) {
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <Link href="/" className={styles.brand} prefetch={false}>
        {settings.website.name}
      </Link>
      <SiteMenu items={menu} />
    </header>
  )
}
