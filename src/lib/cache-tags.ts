import type { Locale } from '@/lib/i18n/locales'

/**
 * The names under which site data is cached (lib/data) and revalidated (cms/hooks).
 * Coarse on purpose: a publish invalidates every cached read it can affect, and reads are cheap.
 */
export const cacheTags = {
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  books: 'books',
  talents: 'talents',
  media: 'media',
  faqs: 'faqs',
  locations: 'locations',
  navigation: 'global:navigation',
  settings: 'global:settings',
  footer: 'global:footer',
} as const

/**
 * A tag in one language. Every read is cached in the language it was read in, under the
 * language-scoped form of its tags (`books@es`), so a publish of Spanish alone can expire the
 * Spanish reads and leave the English ones cached (cms/hooks/revalidate.ts decides which).
 */
export const inLocale = (tag: string, locale: Locale): string => `${tag}@${locale}`
