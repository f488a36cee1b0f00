'use client'

import Link from 'next/link'

import { TOWN_CODES } from '@/cms/fields/towns'
import styles from '@/features/shell/shell.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'

import type { TownPages } from './town-pages'

/** Los Angeles or Central: decides where the header's and footer's contact and payment links go. */
export function TownSelect({ towns, className }: { towns: TownPages[]; className?: string }) {
  const selectedTown = useVisitorStore((state) => state.selectedTown)
  const setTown = useVisitorStore((state) => state.setTown)
  return (
    <select
      aria-label="Town"
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
  const pages = towns.find(({ town }) => town === selectedTown) ?? towns[0]
  if (!pages) return null
  const links = [
    { label: 'Contact', href: pages.contact },
    { label: 'Payments', href: pages.payment },
  ]
  return links.map(({ label, href }) => (
    <li key={label}>
      <Link href={href} className={className} prefetch={false}>
        {label}
        <span className={styles.visuallyHidden}> {pages.name}</span>
      </Link>
    </li>
  ))
}
