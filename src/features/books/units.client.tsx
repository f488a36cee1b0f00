'use client'

import { useSyncExternalStore } from 'react'

import type { PublicTalent } from '@/lib/data/types'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'
import type { Units } from '@/lib/measurements'

import { MeasurementList } from './measurement-list'
import styles from './units.module.css'

/** The visitor's choice of cm or inches, remembered in this browser. */
const STORAGE_KEY = 'roster:units'
const CHANGE_EVENT = 'roster:units'

function readUnits(): Units {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'in' ? 'in' : 'cm'
  } catch {
    return 'cm'
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function setUnits(units: Units): void {
  try {
    localStorage.setItem(STORAGE_KEY, units)
  } catch {
    // Private mode: the choice lasts until the page is left.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export const useUnits = (): Units => useSyncExternalStore(subscribe, readUnits, () => 'cm')

/** The cm / in switch: one choice for every page of the site that shows measurements. */
export function UnitsSwitch() {
  const units = useUnits()
  const text = useMessages().talent
  return (
    <div role="group" aria-label={text.units} className={styles.switch}>
      {(['cm', 'in'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={units === option}
          onClick={() => setUnits(option)}
        >
          {option}
        </button>
      ))}
    </div>
  )
}

/** A talent's measurements with the cm / in switch. */
export function MeasurementsWithUnits({
  measurements,
}: {
  measurements: PublicTalent['measurements']
}) {
  const units = useUnits()
  const language = { text: useMessages().measurements, locale: useLocale() }
  return (
    <div>
      <UnitsSwitch />
      <MeasurementList measurements={measurements} units={units} language={language} />
    </div>
  )
}
