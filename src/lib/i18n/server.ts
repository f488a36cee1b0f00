import 'server-only'

import { headers } from 'next/headers'

import { LOCALE_HEADER } from './locale-header'
import { DEFAULT_LOCALE, isLocale, pathWithoutLocale, type Locale } from './locales'
import { catalogues, type Messages } from './messages'

/**
 * What a page's header and footer read of its request, read once by the layout and passed down
 * (features/layout/page-layout.tsx): its language, that language's catalogue, its address.
 */
export type PageRequest = {
  locale: Locale
  messages: Messages
  address: { path: string; search: string }
}

/** The language of the page or answer being rendered. */
export async function requestLocale(): Promise<Locale> {
  const locale = (await headers()).get(LOCALE_HEADER)
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The catalogue of the page being rendered, for server components and handlers. */
export async function getMessages(): Promise<Messages> {
  return catalogues[await requestLocale()]
}

/**
 * The address of the page being rendered: its path without the language prefix (`/es/women` →
 * `/women`), percent-encoded as it was requested, and its query (`?inTown=1`, or empty). The
 * proxy passes them in `x-roster-path` and `x-roster-search`.
 */
export async function requestSiteAddress(): Promise<{ path: string; search: string }> {
  const sent = await headers()
  return {
    path: pathWithoutLocale(sent.get('x-roster-path') ?? '/'),
    search: sent.get('x-roster-search') ?? '',
  }
}
