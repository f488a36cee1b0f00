import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { committedMigrations } from '@/lib/migrate'

/**
 * A database whose menu was typed by hand before items could link to picked content keeps every
 * item, at every level, as an address (the 'url' kind) once the menu-links migration runs.
 */
describe(`the menu-links migration on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayload({ config })
    const migrations = committedMigrations(payload) as unknown as Migration[]
    const menuLinks = migrations.findIndex((migration) => migration.name.endsWith('_menu_links'))
    expect(menuLinks).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, menuLinks) })
    for (const statement of [
      `INSERT INTO navigation (id) VALUES (1)`,
      `INSERT INTO navigation_items (_order, _parent_id, id, label, slug) VALUES (1, 1, 'women', 'Women', '/women'), (2, 1, 'agency', 'Agency', '/about')`,
      `INSERT INTO navigation_items_submenu (_order, _parent_id, id, label, slug) VALUES (1, 'agency', 'mission', 'Mission', '/mission'), (2, 'agency', 'instagram', 'Instagram', 'https://www.instagram.com/roster.agency/')`,
      `INSERT INTO navigation_items_submenu_sub_submenu (_order, _parent_id, id, label, slug) VALUES (1, 'mission', 'central', 'Central mission', '/central-mission')`,
    ]) {
      await payload.db.execute({ drizzle: payload.db.drizzle, raw: statement })
    }
    await payload.db.migrate({ migrations })
  })

  it('keeps the hand-typed links as addresses, at all three levels', async () => {
    const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
    const link = ({
      label,
      linkTo,
      slug,
    }: {
      label: string
      linkTo: string
      slug?: string | null
    }) => ({
      label,
      linkTo,
      slug,
    })
    expect(navigation.items?.map(link)).toEqual([
      { label: 'Women', linkTo: 'url', slug: '/women' },
      { label: 'Agency', linkTo: 'url', slug: '/about' },
    ])
    const submenu = navigation.items?.[1]?.submenu
    expect(submenu?.map(link)).toEqual([
      { label: 'Mission', linkTo: 'url', slug: '/mission' },
      { label: 'Instagram', linkTo: 'url', slug: 'https://www.instagram.com/roster.agency/' },
    ])
    expect(submenu?.[0]?.subSubmenu?.map(link)).toEqual([
      { label: 'Central mission', linkTo: 'url', slug: '/central-mission' },
    ])
  })

  it('then stores items linked to picked content, without an address', async () => {
    const book = await payload.create({
      collection: 'books',
      data: { title: 'Picked', slug: 'picked' },
      context: { disableRevalidate: true },
    })
    const navigation = await payload.updateGlobal({
      slug: 'navigation',
      data: {
        items: [
          { label: 'Picked', linkTo: 'content', content: { relationTo: 'books', value: book.id } },
        ],
      },
      depth: 0,
      context: { disableRevalidate: true },
    })
    expect(navigation.items?.[0]).toMatchObject({
      linkTo: 'content',
      content: { relationTo: 'books', value: book.id },
    })
    expect(navigation.items?.[0]?.slug ?? null).toBeNull()
  })
})
