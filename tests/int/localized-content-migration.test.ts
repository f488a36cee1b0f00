import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { committedMigrations } from '@/lib/migrate'

/**
 * A site whose content was written before it spoke two languages reads the same in English once
 * the localized-content migration has moved its words into the `_locales` tables, versions and
 * block rows included; in Spanish it falls back to that English.
 */
describe(`the localized-content migration on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayload({ config })
    const migrations = committedMigrations(payload) as unknown as Migration[]
    const localized = migrations.findIndex((migration) =>
      migration.name.endsWith('_localized_content'),
    )
    expect(localized).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrations.slice(0, localized) })
    for (const statement of [
      `INSERT INTO media (id, alt, caption, filename, mime_type) VALUES (1, 'Ana in the studio', 'Spring, 2026', 'ana.jpg', 'image/jpeg')`,
      `INSERT INTO pages (id, title, slug, layout, seo_title, seo_description, _status) VALUES (1, 'About us', 'about', 'default', 'About Roster', 'Who we are', 'published')`,
      `INSERT INTO pages_blocks_hero (_order, _parent_id, _path, id, heading, text, link_label, link_url) VALUES (1, 1, 'blocks', 'hero-1', 'Faces for every brief', 'Two offices.', 'Apply', '/submit')`,
      `INSERT INTO _pages_v (id, parent_id, version_title, version_slug, version_layout, version__status, latest) VALUES (1, 1, 'About us', 'about', 'default', 'published', true)`,
      `INSERT INTO _pages_v_blocks_hero (_order, _parent_id, _path, id, heading, text, link_label, link_url, _uuid) VALUES (1, 1, 'version.blocks', 1, 'Faces for every brief', 'Two offices.', 'Apply', '/submit', 'hero-1')`,
      `INSERT INTO books (id, title, slug, description, _status) VALUES (1, 'Women', 'women', 'Our women''s board', 'published')`,
      `INSERT INTO talents (id, name, slug, bio, _status) VALUES (1, 'Ana Silva', 'ana-silva', 'Ana grew up by the sea.', 'published')`,
      `INSERT INTO talents_portfolio (_order, _parent_id, id, image_id, caption) VALUES (1, 1, 'portfolio-1', 1, 'Studio light')`,
      `INSERT INTO faqs (id, question, answer) VALUES (1, 'Do you charge to apply?', 'Never.')`,
      `INSERT INTO locations (id, name, slug, town, address_street, address_city, phone, email, mail_texts_contact_confirmation_subject) VALUES (1, 'Central', 'central', 'CENTRAL', '1 Main St', 'Springfield', '+1 555 0100', 'central@roster.test', 'We have your message')`,
      `INSERT INTO navigation (id) VALUES (1)`,
      `INSERT INTO navigation_items (_order, _parent_id, id, label, link_to, slug) VALUES (1, 1, 'women', 'Women', 'url', '/women')`,
      `INSERT INTO footer (id, text, copyright) VALUES (1, 'Roster, since 1999', '© Roster')`,
      `INSERT INTO footer_links (_order, _parent_id, id, label, slug) VALUES (1, 1, 'privacy', 'Privacy', '/privacy-notice')`,
      `INSERT INTO settings (id, website_name, website_tagline) VALUES (1, 'Roster', 'Faces for every brief')`,
    ]) {
      await payload.db.execute({ drizzle: payload.db.drizzle, raw: statement })
    }
    await payload.db.migrate({ migrations })
  })

  it.each(['en', 'es'] as const)(
    'keeps every page, book, talent and FAQ word (read in %s)',
    async (locale) => {
      const page = await payload.findByID({ collection: 'pages', id: 1, locale, depth: 0 })
      expect(page).toMatchObject({
        title: 'About us',
        seo: { title: 'About Roster', description: 'Who we are' },
        blocks: [
          {
            blockType: 'hero',
            heading: 'Faces for every brief',
            text: 'Two offices.',
            link: { label: 'Apply', url: '/submit' },
          },
        ],
      })
      const book = await payload.findByID({ collection: 'books', id: 1, locale, depth: 0 })
      expect(book).toMatchObject({ title: 'Women', description: "Our women's board" })
      const talent = await payload.findByID({ collection: 'talents', id: 1, locale, depth: 1 })
      expect(talent).toMatchObject({
        bio: 'Ana grew up by the sea.',
        portfolio: [
          { caption: 'Studio light', image: { alt: 'Ana in the studio', caption: 'Spring, 2026' } },
        ],
      })
      const faq = await payload.findByID({ collection: 'faqs', id: 1, locale })
      expect(faq).toMatchObject({ question: 'Do you charge to apply?', answer: 'Never.' })
      const office = await payload.findByID({ collection: 'locations', id: 1, locale })
      expect(office.mailTexts?.contactConfirmation?.subject).toBe('We have your message')
    },
  )

  it('lists Spanish as missing on every entry written before', async () => {
    for (const collection of ['pages', 'books', 'talents', 'faqs', 'locations'] as const) {
      const entry = await payload.findByID({ collection, id: 1, depth: 0 })
      expect(entry.missingTranslations, collection).toEqual(['es'])
    }
  })

  it('keeps the versions: the latest draft of a page reads as before', async () => {
    const { docs } = await payload.findVersions({ collection: 'pages', locale: 'en', depth: 0 })
    expect(docs[0]?.version).toMatchObject({
      title: 'About us',
      blocks: [{ blockType: 'hero', heading: 'Faces for every brief', link: { label: 'Apply' } }],
    })
  })

  it('keeps the menu, footer and settings words', async () => {
    const navigation = await payload.findGlobal({ slug: 'navigation', locale: 'en', depth: 0 })
    expect(navigation.items?.map((item) => item.label)).toEqual(['Women'])
    const footer = await payload.findGlobal({ slug: 'footer', locale: 'en' })
    expect(footer).toMatchObject({
      text: 'Roster, since 1999',
      copyright: '© Roster',
      links: [{ label: 'Privacy', slug: '/privacy-notice' }],
    })
    const settings = await payload.findGlobal({ slug: 'settings', locale: 'en', depth: 0 })
    expect(settings.website).toMatchObject({ name: 'Roster', tagline: 'Faces for every brief' })
  })

  it('records earlier inbox records as sent in English', async () => {
    const message = await payload.create({
      collection: 'messages',
      data: {
        status: 'new',
        name: 'Lee',
        email: 'lee@example.com',
        subject: 'general',
        message: 'Hi',
      },
      context: { disableRevalidate: true },
    })
    expect(message.locale).toBe('en')
  })
})
