import Link from 'next/link'

import type { MenuItem } from '@/lib/data/types'

import styles from './site-menu.module.css'

const isExternal = (slug: string) => /^https?:\/\//.test(slug)

function MenuLink({ item }: { item: MenuItem }) {
  if (isExternal(item.slug)) {
    return (
      <a href={item.slug} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {item.label}
        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={item.slug} className={styles.link} prefetch={false}>
      {item.label}
    </Link>
  )
}

function MenuList({ items, level }: { items: MenuItem[]; level: number }) {
  return (
    <ul className={level === 1 ? styles.menu : styles.submenu}>
      {items.map((item) => (
        <li key={`${item.slug}-${item.label}`} className={styles.item}>
          <MenuLink item={item} />
          {item.submenu.length > 0 && <MenuList items={item.submenu} level={level + 1} />}
        </li>
      ))}
    </ul>
  )
}

/** The site menu from the navigation global, three levels deep, rendered on the server. */
export function SiteMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <MenuList items={items} level={1} />
    </nav>
  )
}
