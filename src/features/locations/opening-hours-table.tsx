import { dayLabel, formatRange, weekHours, type HoursEntry } from './opening-hours'
import styles from './locations.module.css'

type Props = {
  readonly hours: readonly HoursEntry[] | null | undefined
  readonly timeZone: string
  readonly now: Date
}

/**
 * The week's hours, today's row marked in words ("Today") and for assistive technology
 * (aria-current="date"), not by colour alone. Rendered on the server for each request, in the
 * office's time zone: nothing to hydrate, nothing that differs with the visitor's clock.
 */
export function OpeningHours({ hours, timeZone, now }: Props) {
  const week = weekHours(hours, timeZone, now)
  if (week.every((day) => day.ranges.length === 0)) return null
  const zone = zoneName(timeZone, now)
  return (
    <table className={styles.hours}>
      <caption>
        Opening hours
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
              {dayLabel(day)}
              {/* The space lets the tag take a line of its own on a narrow phone. */}
              {today ? (
                <>
                  {' '}
                  <span className={styles.todayTag}>Today</span>
                </>
              ) : null}
            </th>
            <td>{ranges.length > 0 ? ranges.map(formatRange).join(', ') : 'Closed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** "Pacific Time": the hours are the office's, whatever the visitor's clock says. */
function zoneName(timeZone: string, now: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    return parts.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? null
  } catch {
    return null
  }
}
