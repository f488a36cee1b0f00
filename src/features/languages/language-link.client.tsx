'use client'

import type { ReactNode } from 'react'

import { storeChoice } from '@/features/shell/visitor-choices'
import type { Locale } from '@/lib/i18n/locales'

/**
 * A link to the same page in another language that remembers the choice, so the site suggests
 * that language on later visits (language-suggestion.client.tsx). A plain link: the page in
 * another language is another document (its `<html lang>` differs).
 */
export function LanguageLink({
  href,
  locale,
  className,
  children,
}: {
  href: string
  locale: Locale
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      className={className}
      onClick={() => storeChoice('language', locale)}
    >
      {children}
    </a>
  )
}
