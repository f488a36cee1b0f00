import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { inLanguage } from '@/lib/data/payload'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

// The hooks expire tags in Next's data cache; here we only watch which.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

describe(`content in two languages on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  const publishedPage = (locale: 'en' | 'es', id: number) =>
    payload.findByID({
      collection: 'pages',
      id,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(locale),
    })

  describe('fallback', () => {
    it('reads an untranslated field in English, a translated one in Spanish', async () => {
      const book = await payload.create({
        collection: 'books',
        data: {
          title: 'New Faces',
          slug: 'new-faces',
          description: 'Just signed.',
          _status: 'published',
        },
        context: testContext,
      })
      const read = (locale: 'en' | 'es') =>
        payload.findByID({
          collection: 'books',
          id: book.id,
          overrideAccess: false,
          ...inLanguage(locale),
        })
      expect(await read('es')).toMatchObject({ title: 'New Faces', description: 'Just signed.' })

      await payload.update({
        collection: 'books',
        id: book.id,
        locale: 'es',
        data: { title: 'Caras nuevas', _status: 'published' },
        context: testContext,
      })
      expect(await read('es')).toMatchObject({ title: 'Caras nuevas', description: 'Just signed.' })
      expect(await read('en')).toMatchObject({ title: 'New Faces', description: 'Just signed.' })
    })

    it('reads an office’s hours note in English until it has its Spanish; the hours stay shared', async () => {
      const { 'los-angeles': officeId } = await createTestOffices(payload)
      await payload.update({
        collection: 'locations',
        id: officeId,
        data: {
          hours: [{ day: 'monday', opens: '09:30', closes: '18:00' }],
          hoursNote: 'Castings are by appointment only.',
        },
        context: testContext,
      })
      const read = (locale: 'en' | 'es') =>
        payload.findByID({
          collection: 'locations',
          id: officeId,
          depth: 0,
          overrideAccess: false,
          ...inLanguage(locale),
        })
      expect((await read('es')).hoursNote).toBe('Castings are by appointment only.')

      await payload.update({
        collection: 'locations',
        id: officeId,
        locale: 'es',
        data: { hoursNote: 'Los castings son solo con cita previa.' },
        context: testContext,
      })
      const [english, spanish] = [await read('en'), await read('es')]
      expect(spanish.hoursNote).toBe('Los castings son solo con cita previa.')
      expect(english.hoursNote).toBe('Castings are by appointment only.')
      expect(spanish.hours).toEqual(english.hours)
    })

    it('falls back inside blocks and arrays too', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: {
          title: 'About',
          slug: 'about-fallback',
          layout: 'default',
          blocks: [
            {
              blockType: 'hero',
              heading: 'Faces for every brief',
              link: { label: 'Apply', url: '/submit' },
            },
          ],
          _status: 'published',
        },
        context: testContext,
      })
      expect((await publishedPage('es', page.id)).blocks?.[0]).toMatchObject({
        heading: 'Faces for every brief',
        link: { label: 'Apply', url: '/submit' },
      })
    })
  })

  describe('drafts', () => {
    let pageId: number

    beforeAll(async () => {
      const page = await payload.create({
        collection: 'pages',
        data: { title: 'About us', slug: 'about-drafts', layout: 'default', _status: 'published' },
        context: testContext,
      })
      pageId = page.id
      await payload.update({
        collection: 'pages',
        id: pageId,
        locale: 'es',
        data: { title: 'Quiénes somos', _status: 'published' },
        context: testContext,
      })
      await payload.update({
        collection: 'pages',
        id: pageId,
        locale: 'es',
        draft: true,
        data: { title: 'Borrador en español', _status: 'draft' },
        context: testContext,
      })
    })

    it('keeps a Spanish draft out of the published reads of both languages', async () => {
      expect((await publishedPage('es', pageId)).title).toBe('Quiénes somos')
      expect((await publishedPage('en', pageId)).title).toBe('About us')
    })

    it('shows the Spanish draft to a draft read in Spanish only', async () => {
      const draft = (locale: 'en' | 'es') =>
        payload.findByID({
          collection: 'pages',
          id: pageId,
          draft: true,
          depth: 0,
          ...inLanguage(locale),
        })
      expect((await draft('es')).title).toBe('Borrador en español')
      expect((await draft('en')).title).toBe('About us')
    })

    it('publishing English alone ("Publish in English") leaves the Spanish draft unpublished', async () => {
      await payload.update({
        collection: 'pages',
        id: pageId,
        locale: 'en',
        publishSpecificLocale: 'en',
        data: { title: 'About Roster', _status: 'published' },
        context: testContext,
      })
      expect((await publishedPage('en', pageId)).title).toBe('About Roster')
      expect((await publishedPage('es', pageId)).title).toBe('Quiénes somos')
    })
  })

  describe('missing translations', () => {
    it('lists Spanish until every word written in English has its Spanish', async () => {
      const book = await payload.create({
        collection: 'books',
        data: { title: 'Curve', slug: 'curve', description: 'Every size.', _status: 'published' },
        context: testContext,
      })
      expect(book.missingTranslations).toEqual(['es'])
      const translate = (data: { title?: string; description?: string }) =>
        payload.update({
          collection: 'books',
          id: book.id,
          locale: 'es',
          data: { ...data, _status: 'published' },
          context: testContext,
        })
      expect((await translate({ title: 'Curvy' })).missingTranslations).toEqual(['es'])
      expect((await translate({ description: 'Todas las tallas.' })).missingTranslations).toEqual(
        [],
      )
    })

    it('looks inside blocks: a page is translated once its blocks are', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: {
          title: 'Apply',
          slug: 'apply-translations',
          layout: 'default',
          blocks: [{ blockType: 'hero', heading: 'Faces for every brief' }],
          _status: 'published',
        },
        context: testContext,
      })
      const blockId = page.blocks?.[0]?.id
      const saveInSpanish = (data: Record<string, unknown>) =>
        payload.update({
          collection: 'pages',
          id: page.id,
          locale: 'es',
          draft: true,
          data,
          context: testContext,
        })
      expect((await saveInSpanish({ title: 'Presentarse' })).missingTranslations).toEqual(['es'])
      const whole = await saveInSpanish({
        blocks: [{ id: blockId, blockType: 'hero', heading: 'Rostros para cada encargo' }],
      })
      expect(whole.missingTranslations).toEqual([])
    })
  })

  describe('cache tags', () => {
    let bookId: number
    const expired = () =>
      vi
        .mocked(revalidateTag)
        .mock.calls.map(([tag]) => tag)
        .sort()
    /** The languages of the tags expired (`book:men@es`: es); which tags, tests/int/content-tags. */
    const expiredLanguages = () => [...new Set(expired().map((tag) => tag.split('@')[1]))].sort()

    beforeAll(async () => {
      const book = await payload.create({
        collection: 'books',
        data: { title: 'Men', slug: 'men', _status: 'published' },
        context: testContext,
      })
      bookId = book.id
    })

    beforeEach(() => {
      vi.mocked(revalidateTag).mockClear()
    })

    const save = (locale: 'en' | 'es', data: Record<string, unknown>) =>
      payload.update({
        collection: 'books',
        id: bookId,
        locale,
        data: { ...data, _status: 'published' },
      })

    it('a Spanish save of Spanish words expires only the Spanish reads', async () => {
      await save('es', { title: 'Hombres' })
      expect(expiredLanguages()).toEqual(['es'])
      expect(expired()).toContain('book:men@es')
    })

    it('an English save expires every language, which falls back to English', async () => {
      await save('en', { title: 'Men and more' })
      expect(expiredLanguages()).toEqual(['en', 'es'])
    })

    it('a Spanish save of a field all languages share expires every language', async () => {
      await save('es', { order: 5 })
      expect(expiredLanguages()).toEqual(['en', 'es'])
    })

    it('publishing from the Spanish editor over an English draft expires every language', async () => {
      await payload.update({
        collection: 'books',
        id: bookId,
        locale: 'en',
        data: { title: 'Men, new season', _status: 'draft' },
        draft: true,
      })
      vi.mocked(revalidateTag).mockClear()
      await save('es', { title: 'Hombres, nueva temporada' })
      expect(expiredLanguages()).toEqual(['en', 'es'])
      const english = await payload.findByID({ collection: 'books', id: bookId, locale: 'en' })
      expect(english.title).toBe('Men, new season')
    })

    it('a Spanish save of a global’s words expires only its Spanish reads', async () => {
      await payload.updateGlobal({
        slug: 'footer',
        locale: 'en',
        data: { text: 'Roster' },
        context: testContext,
      })
      await payload.updateGlobal({
        slug: 'footer',
        locale: 'es',
        data: { text: 'Roster, en español' },
      })
      expect(expired()).toEqual(['global:footer@es'])
    })
  })
})
