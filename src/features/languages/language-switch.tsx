import { LOCALE_NAMES, LOCALES, localizedPath } from '@/lib/i18n/locales'
import type { PageRequest } from '@/lib/i18n/server'

import { LanguageLink } from './language-link.client'

type LanguageSwitchProps = { page: PageRequest; className?: string }

/**
 * Links to the page the visitor is on (its filters too), in each other language, each named in its own language
 * ("Español" on an English page), as items of the list it is placed in. Rendered with every page
 * (header and footer), so it follows the visitor from page to page.
 */
export function LanguageSwitch({ page, className }: LanguageSwitchProps) {
  const { path, search } = page.address
  return LOCALES.filter((other) => other !== page.locale).map((other) => (
    <li key={other}>
      <LanguageLink href={localizedPath(path, other) + search} locale={other} className={className}>
        {LOCALE_NAMES[other]}
      </LanguageLink>
    </li>
  ))
}

/** The switch as a list of its own, named "Language" in the page's language (the footer's). */
export function LanguageList({
  page,
  className,
  linkClassName,
}: LanguageSwitchProps & { linkClassName?: string }) {
  return (
    <ul className={className} aria-label={page.messages.language.switchLabel}>
      <LanguageSwitch page={page} className={linkClassName} />
    </ul>
  )
}
