import type { PublicTalent } from '@/lib/data/types'
import type { Locale } from '@/lib/i18n/locales'
import type { BrowserMessages } from '@/lib/i18n/messages/en'
import { formatHeight, formatLength, formatShoe, type Units } from '@/lib/measurements'

import styles from './measurement-list.module.css'

/** The page's words for measurements and its language, for measurementRows. */
export type MeasurementLanguage = {
  readonly text: BrowserMessages['measurements']
  readonly locale: Locale
}

/** Every row measurementRows can give, in its order (the shortlist lines talents up by them). */
export const MEASUREMENT_KEYS = [
  'height',
  'bust',
  'waist',
  'hips',
  'shoe',
  'dress',
  'hair',
  'eyes',
] as const satisfies readonly (keyof BrowserMessages['measurements'])[]

type MeasurementKey = (typeof MEASUREMENT_KEYS)[number]

/** One measurement, named by its key (the same in every language) and by its label. */
type Row = { key: MeasurementKey; label: string; value: string }

const capitalised = (value: string) => value.replace(/^./, (first) => first.toUpperCase())

/** A colour staff chose, in the page's words; one the catalogue lacks as staff wrote it. */
const colour = (words: Readonly<Record<string, string>>, value: string) =>
  words[value] ?? capitalised(value)

/** Measurements in the visitor's units and language; empty ones are left out. */
export function measurementRows(
  measurements: PublicTalent['measurements'],
  units: Units,
  { text, locale }: MeasurementLanguage,
): Row[] {
  const m = measurements ?? {}
  const row = (key: MeasurementKey, value: string): Row => ({ key, label: text[key], value })
  const rows: (Row | null)[] = [
    m.heightCm ? row('height', formatHeight(m.heightCm, units, locale)) : null,
    m.bustCm ? row('bust', formatLength(m.bustCm, units, locale)) : null,
    m.waistCm ? row('waist', formatLength(m.waistCm, units, locale)) : null,
    m.hipsCm ? row('hips', formatLength(m.hipsCm, units, locale)) : null,
    m.shoeEu ? row('shoe', formatShoe(m.shoeEu, units, locale)) : null,
    m.dressSize ? row('dress', m.dressSize) : null,
    m.hair ? row('hair', colour(text.hairColours, m.hair)) : null,
    m.eyes ? row('eyes', colour(text.eyeColours, m.eyes)) : null,
  ]
  return rows.filter((entry): entry is Row => entry !== null)
}

export function MeasurementList({
  measurements,
  units,
  language,
}: {
  measurements: PublicTalent['measurements']
  units: Units
  language: MeasurementLanguage
}) {
  return (
    <dl className={styles.measurements}>
      {measurementRows(measurements, units, language).map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
