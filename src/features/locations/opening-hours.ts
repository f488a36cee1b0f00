/**
 * A location's week of opening hours as visitors read it: Monday to Sunday, each day's ranges
 * (a day may have two, such as a lunch break) or closed, and which day is today where the
 * office is. "Today" is worked out in the location's own time zone, so a visitor in Europe
 * looking at Los Angeles late at night sees Los Angeles' day marked, not their own. Days and
 * times read as the page's language writes them.
 */
import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'
import { perLocale } from '@/lib/i18n/per-locale'
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

const QUARTER_HOUR_MS = 15 * 60 * 1000

/**
 * When the next day begins in an IANA time zone: the moment a page marking today goes out of
 * date. Zones differ from UTC by whole quarter hours, so a day begins on one; a zone the runtime
 * does not know marks no day, so it never changes (null).
 */
export function nextDayStart(timeZone: string, now: Date = new Date()): Date | null {
  let today: Weekday
  try {
    today = weekdayIn(timeZone, now)
  } catch {
    return null
  }
  let moment = Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS
  // A day is at most 25 hours long (the day clocks go back): 100 quarters and one more.
  for (let quarter = 0; quarter <= 100; quarter++) {
    moment += QUARTER_HOUR_MS
    if (weekdayIn(timeZone, new Date(moment)) !== today) return new Date(moment)
  }
  return new Date(moment)
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

const timeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }),
)

/**
 * A time of day as the page's language reads it: '09:30' → '9:30 AM', '18:00' → '6:00 PM',
 * '00:00' → '12:00 AM' in English, how US visitors read times (written out: Intl's newer data
 * puts a narrow space before AM); Intl's in any other language (Spanish: '6:00 p.m.').
 */
export function formatTime(time: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return time
  const [hour, minutes] = [Number(match[1]), Number(match[2])]
  if (locale === 'en')
    return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`
  return timeFormat(locale).format(new Date(Date.UTC(1970, 0, 1, hour, minutes)))
}

export const formatRange = ({ opens, closes }: HoursRange, locale: Locale): string =>
  `${formatTime(opens, locale)} – ${formatTime(closes, locale)}`

/** The day's English name, as schema.org's day URLs spell it ('Monday'). */
export const dayLabel = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1)

// 5 January 1970 was a Monday: WEEKDAYS[i] falls on the 5th + i.
const weekdayDate = (day: Weekday) => new Date(Date.UTC(1970, 0, 5 + WEEKDAYS.indexOf(day)))

const weekdayNameFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }),
)

/** The day as visitors read it in the page's language ('Monday', 'Lunes'), capitalised for a row. */
export function weekdayName(day: Weekday, locale: Locale): string {
  const name = weekdayNameFormat(locale).format(weekdayDate(day))
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + name.slice(1)
}
