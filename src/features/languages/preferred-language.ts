import { LOCALES, type Locale } from '@/lib/i18n/locales'

/**
 * The language to suggest to a visitor reading `pageLocale`, or null for none: the one they
 * chose with the switch, else the first of their browser's languages the site has (`es-MX`
 * counts as `es`). Nothing is suggested once they dismissed the suggestion, nor when they read
 * the page in the language they prefer.
 */
export function suggestedLanguage({
  pageLocale,
  chosen,
  browserLanguages,
  dismissed,
}: {
  pageLocale: Locale
  chosen: Locale | null
  browserLanguages: readonly string[]
  dismissed: boolean
}): Locale | null {
  if (dismissed) return null
  const preferred = chosen ?? firstSiteLanguage(browserLanguages)
  return preferred && preferred !== pageLocale ? preferred : null
}

function firstSiteLanguage(browserLanguages: readonly string[]): Locale | null {
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0]
    const locale = LOCALES.find((code) => code === language)
    if (locale) return locale
  }
  return null
}
