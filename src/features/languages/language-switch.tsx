import { getMessages, requestLocale, requestSiteAddress } from '@/lib/i18n/server'
import { LOCALE_NAMES, LOCALES, localizedPath } from '@/lib/i18n/locales'

import { LanguageLink } from './language-link.client'

/**
 * Links to the page the visitor is on (its filters too), in each other language, each named in its own language
 * ("Español" on an English page), as items of the list it is placed in. Rendered with every page
 * (header and footer), so it follows the visitor from page to page.
 */
export async function LanguageSwitch({ className }: { className?: string }) {
  const [locale, { path, search }] = await Promise.all([requestLocale(), requestSiteAddress()])
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <li key={other}>
      <LanguageLink href={localizedPath(path, other) + search} locale={other} className={className}>
        {LOCALE_NAMES[other]}
      </LanguageLink>
    </li>
  ))
}

/** The switch as a list of its own, named "Language" in the page's language (the footer's). */
export async function LanguageList({
  className,
  linkClassName,
}: {
  className?: string
  linkClassName?: string
}) {
  const messages = await getMessages()
  return (
    <ul className={className} aria-label={messages.language.switchLabel}>
      <LanguageSwitch className={linkClassName} />
    </ul>
  )
}
