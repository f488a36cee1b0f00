/**
 * What is kept of a valid application: the columns staff sort and search by, the applicant's
 * language, the rest in `details`, and a short summary (in English) for the office's
 * notification mail.
 */
import type { Locale } from '@/lib/i18n/locales'

import type { NewSubmission } from './store'
import type { SubmissionValues } from './schema'

export type ApplicationRecord = {
  readonly data: NewSubmission['data']
  readonly guardianEmail: string | null
  readonly summary: readonly (readonly [string, string])[]
}

const optionalNumber = (value: string) => (value === '' ? null : Number(value))

export function applicationRecord(
  values: SubmissionValues,
  minor: boolean,
  locationId: number | null,
  locale: Locale,
  now: Date = new Date(),
): ApplicationRecord {
  const measurements = {
    height: optionalNumber(values.height),
    bust: optionalNumber(values.bust),
    waist: optionalNumber(values.waist),
    hips: optionalNumber(values.hips),
    shoe: optionalNumber(values.shoe),
  }
  const guardian = minor
    ? {
        guardianName: values.guardianName,
        guardianEmail: values.guardianEmail,
        guardianConsentAt: now.toISOString(),
      }
    : {}
  const details = {
    minor,
    gender: values.gender ?? null,
    town: values.town,
    ...measurements,
    instagram: values.instagram || null,
    message: values.message || null,
    privacyConsentAt: now.toISOString(),
    ...guardian,
  }
  const summary: [string, string][] = [
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone],
    ['Date of birth', values.dateOfBirth],
    ['Town', values.town],
    ['Height (cm)', values.height],
  ]
  if (values.instagram) summary.push(['Instagram', values.instagram])
  if (minor)
    summary.push(['Parent or guardian', `${values.guardianName} <${values.guardianEmail}>`])
  return {
    data: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      location: locationId,
      dateOfBirth: values.dateOfBirth,
      details,
      locale,
    },
    guardianEmail: minor ? values.guardianEmail : null,
    summary,
  }
}
