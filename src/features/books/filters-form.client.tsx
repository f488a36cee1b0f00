'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import type React from 'react'

import { useMessages } from '@/lib/i18n/messages-context.client'
import { CM_PER_INCH } from '@/lib/measurements'

import styles from './book-filters.module.css'
import { HEIGHT_RANGE_CM } from './filter-query.mjs'
import { useUnits } from './units-choice.client'

const subscribeToNothing = () => () => {}

/**
 * The book filters' form. Without JavaScript it is a plain GET form with an Apply button; with
 * it, the filters apply as they change (a select or box at once, a height once typed: the
 * native `change`) by updating the query string in place (no full reload, no new history entry
 * per change), and the button goes: one way to apply, not two.
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
  const form = useRef<HTMLFormElement>(null)
  const live = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const apply = useCallback(
    (element: HTMLFormElement) => {
      const params = new URLSearchParams()
      for (const [name, value] of new FormData(element)) {
        if (typeof value !== 'string' || value === '') continue
        // A height typed in inches goes into the address in centimetres, as every link has it.
        const field = element.elements.namedItem(name)
        const inches = field instanceof HTMLInputElement && field.dataset.units === 'in'
        params.set(name, inches ? String(Math.round(Number(value) * CM_PER_INCH)) : value)
      }
      const query = params.toString()
      router.replace(query ? `${action}?${query}` : action, { scroll: false })
    },
    [action, router],
  )
  useEffect(() => {
    const element = form.current!
    const onChange = () => apply(element)
    element.addEventListener('change', onChange)
    return () => element.removeEventListener('change', onChange)
  }, [apply])
  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={className}
      aria-label={label}
      data-live={live || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        apply(event.currentTarget)
      }}
    >
      {children}
    </form>
  )
}

/**
 * A height bound in the visitor's units (the cm / in switch of the talent pages): centimetres
 * on the server and without JavaScript, inches once the page knows the visitor chose them.
 */
export function HeightField({
  name,
  labels,
  valueCm,
}: {
  name: 'heightMin' | 'heightMax'
  labels: { cm: string; in: string }
  valueCm?: number
}) {
  const units = useUnits()
  const inches = units === 'in'
  const toUnits = (cm: number) => (inches ? Math.round(cm / CM_PER_INCH) : cm)
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${name}`}>{labels[units]}</label>
      <input
        // A new input when the units change: its value is the visitor's, not React's.
        key={units}
        id={`filter-${name}`}
        type="number"
        name={name}
        data-units={units}
        min={toUnits(HEIGHT_RANGE_CM.min)}
        max={toUnits(HEIGHT_RANGE_CM.max)}
        inputMode="numeric"
        defaultValue={valueCm === undefined ? undefined : toUnits(valueCm)}
      />
    </div>
  )
}
