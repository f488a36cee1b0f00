/**
 * A location's week of opening hours as visitors read it: Monday to Sunday, each day's ranges
 * (a day may have two, such as a lunch break) or closed, and which day is today where the
 * office is. "Today" is worked out in the location's own time zone, so a visitor in Europe
 * looking at Los Angeles late at night sees Los Angeles' day marked, not their own.
 */
import type { Location } from '@/payload-types'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export type HoursEntry = Pick<NonNullable<Location['hours']>[number], 'day' | 'opens' | 'closes'>

export type HoursRange = { readonly opens: string; readonly closes: string }

export type DayHours = {
  readonly day: Weekday
  /** Empty when the office is closed that day. */
  readonly ranges: readonly HoursRange[]
  readonly today: boolean
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>()

/** The day of the week at `now` in an IANA time zone (America/Los_Angeles, ...). */
export function weekdayIn(timeZone: string, now: Date = new Date()): Weekday {
  let format = weekdayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' })
    weekdayFormats.set(timeZone, format)
  }
  const name = format.format(now).toLowerCase()
  const day = WEEKDAYS.find((candidate) => candidate === name)
  if (!day) throw new Error(`Unexpected weekday "${name}" for ${timeZone}`)
  return day
}

/**
 * Every day of the week in order, with its ranges sorted by opening time and today marked. A
 * time zone the runtime does not know marks no day rather than guessing one.
 */
export function weekHours(
  hours: readonly HoursEntry[] | null | undefined,
  timeZone: string,
  now: Date = new Date(),
): DayHours[] {
  let today: Weekday | null = null
  try {
    today = weekdayIn(timeZone, now)
  } catch {
    today = null
  }
  return WEEKDAYS.map((day) => ({
    day,
    ranges: (hours ?? [])
      .filter((entry) => entry.day === day)
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens)),
    today: day === today,
  }))
}

/** '09:30' → '9:30 AM', '18:00' → '6:00 PM', '00:00' → '12:00 AM': how US visitors read times. */
export function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  const hour = Number(match[1])
  const suffix = hour < 12 ? 'AM' : 'PM'
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`
}

export const formatRange = ({ opens, closes }: HoursRange): string =>
  `${formatTime(opens)} – ${formatTime(closes)}`

export const dayLabel = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1)
