'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'
import type { MenuItem } from '@/lib/data/types'
import { fill } from '@/lib/i18n/format'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { isExternal, siteHref } from './site-href'
import styles from './site-menu.module.css'

type Expanded = { path: string[]; toggle: (key: string, depth: number) => void }

function MenuLink({ item }: { item: MenuItem }) {
  const messages = useMessages()
  const locale = useLocale()
  if (isExternal(item.slug)) {
    return (
      <a href={item.slug} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {item.label}
        <span className={styles.visuallyHidden}> {messages.shell.opensInNewTab}</span>
      </a>
    )
  }
  return (
    <Link href={siteHref(item.slug, locale)} className={styles.link} prefetch={false}>
      {item.label}
    </Link>
  )
}

function MenuList({
  items,
  depth,
  parentKey,
  id,
  expanded,
}: {
  items: MenuItem[]
  depth: number
  parentKey: string
  id?: string
  expanded: Expanded
}) {
  const listId = useId()
  const messages = useMessages()
  return (
    <ul id={id} className={depth === 0 ? styles.menu : styles.submenu}>
      {items.map((item, index) => {
        const key = `${parentKey}/${index}`
        const open = expanded.path[depth] === key
        const submenuId = `${listId}-${index}`
        return (
          <li key={key} className={styles.item} data-open={open || undefined}>
            <MenuLink item={item} />
            {item.submenu.length > 0 && (
              <>
                <button
                  type="button"
                  className={styles.disclosure}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  aria-label={fill(messages.shell.submenu, { label: item.label })}
                  data-menu-key={key}
                  onClick={() => expanded.toggle(key, depth)}
                />
                <MenuList
                  items={item.submenu}
                  depth={depth + 1}
                  parentKey={key}
                  id={submenuId}
                  expanded={expanded}
                />
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The site menu from the navigation global, three levels deep. Wide screens show it in the
 * header, each submenu behind a disclosure button (and on hover); narrow screens behind the
 * Menu button (`isMenuOpen`), submenus unfolded. Escape closes the innermost open level and
 * returns focus to the button that opened it; a navigation closes everything.
 */
export function SiteMenu({ items }: { items: MenuItem[] }) {
  const messages = useMessages()
  const isMenuOpen = useVisitorStore((state) => state.isMenuOpen)
  const toggleMenu = useVisitorStore((state) => state.toggleMenu)
  const closeMenu = useVisitorStore((state) => state.closeMenu)
  const pathname = usePathname()
  // The open submenus, forgotten on navigation.
  const [opened, setOpened] = useState<{ pathname: string; path: string[] }>({ pathname, path: [] })
  const path = opened.pathname === pathname ? opened.path : []
  const setPath = (next: string[]) => setOpened({ pathname, path: next })
  const toggleRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const navId = useId()

  const expanded: Expanded = {
    path,
    toggle: (key, depth) =>
      setPath(path[depth] === key ? path.slice(0, depth) : [...path.slice(0, depth), key]),
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const innermost = path.at(-1)
    if (innermost) {
      event.stopPropagation()
      setPath(path.slice(0, -1))
      navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-key="${innermost}"]`)?.focus()
    } else if (isMenuOpen) {
      closeMenu()
      toggleRef.current?.focus()
    }
  }

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setPath([])
  }

  return (
    <div className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isMenuOpen}
        aria-controls={navId}
        onClick={toggleMenu}
      >
        {messages.shell.menu}
      </button>
      <nav
        ref={navRef}
        id={navId}
        aria-label={messages.shell.mainNavigation}
        className={styles.nav}
        data-open={isMenuOpen || undefined}
      >
        <MenuList items={items} depth={0} parentKey="" expanded={expanded} />
      </nav>
    </div>
  )
}
