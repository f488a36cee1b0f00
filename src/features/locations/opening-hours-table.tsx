import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages'

import { noteExpiry } from '@/lib/cache/render-record.mjs'

import { formatRange, nextDayStart, weekdayName, weekHours, type HoursEntry } from './opening-hours'
import styles from './locations.module.css'

type Props = {
  readonly hours: readonly HoursEntry[] | null | undefined
  /** Staff's line under the hours ("Closed on public holidays"), in the page's language. */
  readonly note: string | null | undefined
  readonly timeZone: string
  readonly now: Date
  readonly locale: Locale
  readonly text: Messages['locations']
}

/**
 * The week's hours, today's row marked in words ("Today") and for assistive technology
 * (aria-current="date"), not by colour alone, in the page's language, with staff's note under
 * them. Rendered on the server, in the office's time zone: nothing to hydrate, nothing that
 * differs with the visitor's clock.
 */
export function OpeningHours({ hours, note, timeZone, now, locale, text }: Props) {
  const week = weekHours(hours, timeZone, now)
  // A page kept for everyone marks today only until tomorrow.
  const tomorrow = nextDayStart(timeZone, now)
  if (tomorrow) noteExpiry(tomorrow)
  const open = week.some((day) => day.ranges.length > 0)
  if (!open && !note) return null
  const zone = zoneName(timeZone, now, locale)
  return (
    <div className={styles.opening}>
      {open ? (
        <table className={styles.hours}>
          <caption>
            {text.openingHours}
            {zone ? <span className={styles.zone}> ({zone})</span> : null}
          </caption>
          <tbody>
            {week.map(({ day, ranges, today }) => (
              <tr
                key={day}
                aria-current={today ? 'date' : undefined}
                className={today ? styles.today : undefined}
              >
                <th scope="row">
                  {weekdayName(day, locale)}
                  {/* The space lets the tag take a line of its own on a narrow phone. */}
                  {today ? (
                    <>
                      {' '}
                      <span className={styles.todayTag}>{text.today}</span>
                    </>
                  ) : null}
                </th>
                <td>
                  {ranges.length > 0
                    ? ranges.map((range) => formatRange(range, locale)).join(', ')
                    : text.closed}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {note ? <p className={styles.hoursNote}>{note}</p> : null}
    </div>
  )
}

/** "Pacific Time" ("hora del Pacífico"): the hours are the office's, whatever the visitor's clock. */
function zoneName(timeZone: string, now: Date, locale: Locale): string | null {
  try {
    const parts = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone,
      timeZoneName: 'longGeneric',
    })
    return parts.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? null
  } catch {
    return null
  }
}
