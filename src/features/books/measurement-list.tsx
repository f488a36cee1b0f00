import { formatFeetInches, formatInches } from '@/lib/measurements'
import type { PublicTalent } from '@/lib/data/types'

import styles from './talent-view.module.css'

type Row = { label: string; value: string }

/** Measurements in centimetres with inches beside them; empty ones are left out. */
export function measurementRows(measurements: PublicTalent['measurements']): Row[] {
  const m = measurements ?? {}
  const capitalised = (value: string) => value.replace(/^./, (first) => first.toUpperCase())
  const length = (cm: number | null | undefined) => (cm ? `${cm} cm · ${formatInches(cm)}` : null)
  const rows: (Row | null)[] = [
    m.heightCm
      ? { label: 'Height', value: `${m.heightCm} cm · ${formatFeetInches(m.heightCm)}` }
      : null,
    m.bustCm ? { label: 'Bust / chest', value: length(m.bustCm) ?? '' } : null,
    m.waistCm ? { label: 'Waist', value: length(m.waistCm) ?? '' } : null,
    m.hipsCm ? { label: 'Hips', value: length(m.hipsCm) ?? '' } : null,
    m.shoeEu ? { label: 'Shoe', value: `EU ${m.shoeEu}` } : null,
    m.dressSize ? { label: 'Dress / suit', value: m.dressSize } : null,
    m.hair ? { label: 'Hair', value: capitalised(m.hair) } : null,
    m.eyes ? { label: 'Eyes', value: capitalised(m.eyes) } : null,
  ]
  return rows.filter((row): row is Row => row !== null)
}

export function MeasurementList({ measurements }: { measurements: PublicTalent['measurements'] }) {
  return (
    <dl className={styles.measurements}>
      {measurementRows(measurements).map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
