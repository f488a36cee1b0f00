/**
 * FormKit's English messages, word for word, with one change: dates inside messages are formatted
 * in a fixed locale, because FormKit uses the runtime's, which differs between server and browser.
 * Only English is imported: importing @formkit/i18n's `locales` would add ~45 KB to the bundle.
 */
import { createI18nPlugin, en, sentence } from '@formkit/i18n'
import { MESSAGE_DATE_LOCALE } from './constants'

type DateMessageArgs = { name: string; args: unknown[] }

const dateFormat = new Intl.DateTimeFormat(MESSAGE_DATE_LOCALE, {
  dateStyle: 'medium',
  timeZone: 'UTC',
})

// The same as @formkit/i18n's `date` formatter, with the locale pinned.
function formatDate(value: unknown): string {
  const date = typeof value === 'string' ? new Date(Date.parse(value)) : value
  // FormKit throws on an invalid date; defineFormSchema refuses unreadable date arguments anyway.
  return date instanceof Date && !Number.isNaN(date.getTime())
    ? dateFormat.format(date)
    : '(unknown)'
}

const validation = {
  ...en.validation,
  date_after({ name, args }: DateMessageArgs) {
    if (args.length) return `${sentence(name)} must be after ${formatDate(args[0])}.`
    return `${sentence(name)} must be in the future.`
  },
  date_before({ name, args }: DateMessageArgs) {
    if (args.length) return `${sentence(name)} must be before ${formatDate(args[0])}.`
    return `${sentence(name)} must be in the past.`
  },
  date_between({ name, args }: DateMessageArgs) {
    return `${sentence(name)} must be between ${formatDate(args[0])} and ${formatDate(args[1])}`
  },
}

/** With one locale registered, FormKit falls back to it whatever locale a node asks for. */
export const i18nPlugin = createI18nPlugin({ en: { ...en, validation } })
