import type { JSONFieldServerProps } from 'payload'

/**
 * An application's `details` as labelled read-only lines, in place of Payload's JSON editor:
 * that editor (Monaco) loads from a CDN at run time, and nothing in the admin may load from a
 * host other than the site. Keys are what features/submission/record.ts stores.
 */
const LINES: readonly (readonly [key: string, label: string])[] = [
  ['gender', 'Gender'],
  ['town', 'Town'],
  ['height', 'Height (cm)'],
  ['bust', 'Bust (cm)'],
  ['waist', 'Waist (cm)'],
  ['hips', 'Hips (cm)'],
  ['shoe', 'Shoe size'],
  ['instagram', 'Instagram'],
  ['message', 'Message'],
  ['privacyConsentAt', 'Privacy consent'],
  ['guardianName', 'Parent or guardian'],
  ['guardianEmail', 'Guardian email'],
  ['guardianConsentAt', 'Guardian consent'],
]

export function ApplicationDetailsField({
  data,
  value,
}: Pick<JSONFieldServerProps, 'data' | 'value'>) {
  const details = isRecord(value) ? value : {}
  const age = ageOn(typeof data?.dateOfBirth === 'string' ? data.dateOfBirth : null, new Date())
  const lines: [string, string][] = []
  if (age !== null) lines.push(['Age', details.minor ? `${age} (a minor)` : String(age)])
  for (const [key, label] of LINES) {
    const text = shown(details[key])
    if (text) lines.push([label, text])
  }
  if (details.minor && !details.guardianConsentAt) lines.push(['Guardian consent', 'missing'])
  return (
    <section aria-label="Application details" className="field-type">
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.5rem' }}>
        {lines.map(([label, text]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Whole years between a date of birth (YYYY-MM-DD or ISO) and `today`; null when unreadable. */
export function ageOn(dateOfBirth: string | null, today: Date): number | null {
  if (!dateOfBirth) return null
  const born = new Date(dateOfBirth)
  if (Number.isNaN(born.getTime())) return null
  let age = today.getUTCFullYear() - born.getUTCFullYear()
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) {
    return new Date(value).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
  }
  return String(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
