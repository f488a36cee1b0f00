import type { TimezonesConfig } from 'payload'

/**
 * The time zones the admin schedules publishes in: the two offices'. Staff pick a day and time
 * "in the office", named, instead of a nameless zone of their browser; Upcoming Events names it.
 * A fixed list, as Payload's generated types spell it (payload-types.ts); the drawer starts on
 * `OFFICE_TIME_ZONE` (the Los Angeles office's unless set).
 */
export const OFFICE_TIME_ZONES = [
  { label: 'Los Angeles office (Pacific Time)', value: 'America/Los_Angeles' },
  { label: 'Central office (Central Time)', value: 'America/Chicago' },
] as const

export function officeTimeZones(chosen: string | undefined): TimezonesConfig {
  const known = OFFICE_TIME_ZONES.find((zone) => zone.value === chosen)
  if (chosen && !known) {
    throw new Error(
      `OFFICE_TIME_ZONE must be one of ${OFFICE_TIME_ZONES.map((zone) => zone.value).join(', ')}, got "${chosen}"`,
    )
  }
  return {
    supportedTimezones: OFFICE_TIME_ZONES.map((zone) => ({ ...zone })),
    defaultTimezone: (known ?? OFFICE_TIME_ZONES[0]).value,
  }
}
