import type { MenuItem } from '@/lib/data/types'

/**
 * The pages prefetched after the first load (spec section 2): every menu item whose slug does
 * not start with `http`, submenus and sub-submenus included, plus the root page. Each once, in
 * menu order, the root page first.
 */
export function menuPrefetchPaths(menu: MenuItem[]): string[] {
  const paths = new Set<string>(['/'])
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (!item.slug.startsWith('http')) paths.add(withoutHash(item.slug))
      visit(item.submenu)
    }
  }
  visit(menu)
  return [...paths].filter((path) => path.startsWith('/') && !path.startsWith('//'))
}

const withoutHash = (slug: string) => slug.split('#')[0] || '/'
