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
