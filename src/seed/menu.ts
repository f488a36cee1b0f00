import type { Navigation } from '@/payload-types'

import type { SeedLink, SeedMenuItem } from './agency'

type Ids = { pages: Record<string, number>; books: Record<string, number> }

/** A demo link as stored: the page or book picked by id, or the address. */
function storedLink(link: SeedLink, ids: Ids) {
  const { label } = link
  if ('url' in link) return { label, linkTo: 'url' as const, slug: link.url }
  const content =
    'page' in link
      ? { relationTo: 'pages' as const, value: idOf(ids.pages, link.page) }
      : { relationTo: 'books' as const, value: idOf(ids.books, link.book) }
  return { label, linkTo: 'content' as const, content }
}

function idOf(ids: Record<string, number>, slug: string): number {
  const id = ids[slug]
  if (id === undefined)
    throw new Error(`The demo menu links to "${slug}", which the seed did not create.`)
  return id
}

/** The demo menu as the navigation global stores it, once its pages and books exist. */
export const storedMenu = (menu: readonly SeedMenuItem[], ids: Ids): Navigation['items'] =>
  menu.map((item) => ({
    ...storedLink(item, ids),
    submenu: item.submenu?.map((child) => ({
      ...storedLink(child, ids),
      subSubmenu: child.subSubmenu?.map((grandchild) => storedLink(grandchild, ids)),
    })),
  }))
