'use client'

import type { PublicTalent } from '@/lib/data/types'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { MeasurementList } from './measurement-list'
import { setUnits, useUnits } from './units-choice.client'
import styles from './units.module.css'

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
