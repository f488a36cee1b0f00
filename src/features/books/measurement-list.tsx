import type { PublicTalent } from '@/lib/data/types'
import { formatHeight, formatLength, formatShoe, type Units } from '@/lib/measurements'

import styles from './measurement-list.module.css'

type Row = { label: string; value: string }

/** Every row measurementRows can give, in its order (the shortlist lines talents up by them). */
export const MEASUREMENT_LABELS = [
  'Height',
  'Bust / chest',
  'Waist',
  'Hips',
  'Shoe',
  'Dress / suit',
  'Hair',
  'Eyes',
] as const

const capitalised = (value: string) => value.replace(/^./, (first) => first.toUpperCase())

/** Measurements in the visitor's units; empty ones are left out. */
export function measurementRows(measurements: PublicTalent['measurements'], units: Units): Row[] {
  const m = measurements ?? {}
  const rows: (Row | null)[] = [
    m.heightCm ? { label: 'Height', value: formatHeight(m.heightCm, units) } : null,
    m.bustCm ? { label: 'Bust / chest', value: formatLength(m.bustCm, units) } : null,
    m.waistCm ? { label: 'Waist', value: formatLength(m.waistCm, units) } : null,
    m.hipsCm ? { label: 'Hips', value: formatLength(m.hipsCm, units) } : null,
    m.shoeEu ? { label: 'Shoe', value: formatShoe(m.shoeEu, units) } : null,
    m.dressSize ? { label: 'Dress / suit', value: m.dressSize } : null,
    m.hair ? { label: 'Hair', value: capitalised(m.hair) } : null,
    m.eyes ? { label: 'Eyes', value: capitalised(m.eyes) } : null,
  ]
  return rows.filter((row): row is Row => row !== null)
}

export function MeasurementList({
  measurements,
  units,
}: {
  measurements: PublicTalent['measurements']
  units: Units
}) {
  return (
    <dl className={styles.measurements}>
      {measurementRows(measurements, units).map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
