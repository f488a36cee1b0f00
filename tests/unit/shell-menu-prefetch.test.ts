import { describe, expect, it } from 'vitest'

import { menuPrefetchPaths } from '@/features/shell/menu-prefetch'
import type { MenuItem } from '@/lib/data/types'

const item = (slug: string, submenu: MenuItem[] = []): MenuItem => ({ label: slug, slug, submenu })

describe('menuPrefetchPaths: the internal pages of the menu, plus the root page', () => {
  it('takes every level, skips slugs starting with http, and adds / first', () => {
    const menu = [
      item('/women'),
      item('/about', [
        item('/mission', [item('/central-mission'), item('https://example.com/deep')]),
        item('http://example.com/'),
        item('https://www.instagram.com/roster/'),
      ]),
    ]
    expect(menuPrefetchPaths(menu)).toEqual([
      '/',
      '/women',
      '/about',
      '/mission',
      '/central-mission',
    ])
  })

  it('lists each page once and drops hashes', () => {
    const menu = [item('/about'), item('/about#team'), item('/', [item('/about')])]
    expect(menuPrefetchPaths(menu)).toEqual(['/', '/about'])
  })

  it('prefetches the root page even with an empty menu', () => {
    expect(menuPrefetchPaths([])).toEqual(['/'])
  })
})
