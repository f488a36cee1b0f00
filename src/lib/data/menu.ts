import 'server-only'

import { cache } from 'react'

import { cacheTags } from '@/lib/cache-tags'
import type { Locale } from '@/lib/i18n/locales'
import { bookPath, pagePath } from '@/lib/paths'
import type { Navigation } from '@/payload-types'

import { cachedRead } from './cached'
import { inLanguage, payloadClient } from './payload'
import { canonicalTalentPath } from './published'
import type { MenuItem } from './types'

type StoredItem = NonNullable<Navigation['items']>[number]
type StoredLink = Pick<StoredItem, 'label' | 'linkTo' | 'content' | 'slug'> & {
  submenu?: StoredLink[] | null
  subSubmenu?: StoredLink[] | null
}

const slugOf = (value: number | { slug: string }): string | null =>
  typeof value === 'object' ? value.slug : null

/**
 * Where a menu item takes visitors: its address as typed, or the address of the content picked
 * for it. Content read as a visitor is populated only when published; a draft stays an id and
 * the item has no address (null).
 */
async function hrefOf(
  locale: Locale,
  { linkTo, content, slug }: StoredLink,
): Promise<string | null> {
  if (linkTo === 'url') return slug ?? null
  if (!content) return null
  switch (content.relationTo) {
    case 'pages': {
      const pageSlug = slugOf(content.value)
      return pageSlug === null ? null : pagePath(pageSlug)
    }
    case 'books': {
      const bookSlug = slugOf(content.value)
      return bookSlug === null ? null : bookPath(bookSlug)
    }
    case 'talents': {
      const talent = content.value
      return typeof talent === 'object' ? canonicalTalentPath(talent.id, talent.slug) : null
    }
  }
}

/**
 * The stored menu as the site and `/api/{path}` give it: every level called `submenu` (the third
 * is stored as `subSubmenu`), each item with its address in `slug`. An item without an address
 * (its content unpublished) is left out with what hangs under it.
 */
async function toMenu(locale: Locale, links: readonly StoredLink[]): Promise<MenuItem[]> {
  const items = await Promise.all(
    links.map(async (link): Promise<MenuItem | null> => {
      const slug = await hrefOf(locale, link)
      if (slug === null) return null
      const submenu = await toMenu(locale, link.submenu ?? link.subSubmenu ?? [])
      return { label: link.label, slug, submenu }
    }),
  )
  return items.filter((item) => item !== null)
}

/**
 * The stored menu items, with the slugs of the content they link to. Expired with the menu, and
 * by a change of what a linked page, book or talent is called or whether it is published
 * (cms/hooks/content-tags.ts looks for the link).
 */
const getNavigation = cachedRead(
  'navigation',
  async (locale: Locale): Promise<StoredLink[]> => {
    const payload = await payloadClient()
    const navigation = await payload.findGlobal({
      slug: 'navigation',
      depth: 1,
      overrideAccess: false,
      ...inLanguage(locale),
      populate: { pages: { slug: true }, books: { slug: true }, talents: { slug: true } },
    })
    return navigation.items ?? []
  },
  () => [cacheTags.navigation],
)

/**
 * The menu: the stored items, with a talent linked at their home book's address, read on its
 * own (lib/data/published.ts), so a talent moved into another book changes the menu without
 * every talent's publish expiring it. Memoised per request.
 */
export const getMenu = cache(async (locale: Locale): Promise<MenuItem[]> =>
  toMenu(locale, await getNavigation(locale)),
)
