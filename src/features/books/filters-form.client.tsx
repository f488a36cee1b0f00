'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'

import { useMessages } from '@/lib/i18n/messages-context.client'

/**
 * The book filters' form. Without JavaScript it is a plain GET form; with it, every change
 * updates the query string in place (no full reload, no new history entry per click).
 */
export function FiltersForm({
  action,
  children,
  className,
}: {
  action: string
  children: React.ReactNode
  className?: string
}) {
  const router = useRouter()
  const label = useMessages().filters.label
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') params.set(name, value)
    }
    const query = params.toString()
    router.replace(query ? `${action}?${query}` : action, { scroll: false })
  }
  return (
    <form
      method="get"
      action={action}
      className={className}
      aria-label={label}
      onChange={(event) => apply(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault()
        apply(event.currentTarget)
      }}
    >
      {children}
    </form>
  )
}
