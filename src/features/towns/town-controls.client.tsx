'use client'

import Link from 'next/link'

import { TOWN_CODES } from '@/cms/fields/towns'
import styles from '@/features/shell/shell.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import type { TownPages } from './town-pages'

/** Los Angeles or Central: decides where the header's and footer's contact and payment links go. */
export function TownSelect({ towns, className }: { towns: TownPages[]; className?: string }) {
  const selectedTown = useVisitorStore((state) => state.selectedTown)
  const setTown = useVisitorStore((state) => state.setTown)
  const messages = useMessages()
  return (
    <select
      aria-label={messages.shell.town}
      className={className}
      value={selectedTown}
      onChange={(event) => {
        const town = TOWN_CODES.find((candidate) => candidate === event.target.value)
        if (town) setTown(town)
      }}
    >
      {towns.map(({ town, name }) => (
        <option key={town} value={town}>
          {name}
        </option>
      ))}
    </select>
  )
}

/** The chosen town's contact and payment pages, as two list items. */
export function TownLinks({ towns, className }: { towns: TownPages[]; className?: string }) {
  const selectedTown = useVisitorStore((state) => state.selectedTown)
  const messages = useMessages()
  const locale = useLocale()
  const pages = towns.find(({ town }) => town === selectedTown) ?? towns[0]
  if (!pages) return null
  const links = [
    { key: 'contact', label: messages.shell.contact, href: pages.contact },
    { key: 'payment', label: messages.shell.payments, href: pages.payment },
  ]
  return links.map(({ key, label, href }) => (
    <li key={key}>
      <Link href={localizedPath(href, locale)} className={className} prefetch={false}>
        {label}
        <span className={styles.visuallyHidden}> {pages.name}</span>
      </Link>
    </li>
  ))
}
