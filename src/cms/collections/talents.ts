import type { CollectionConfig } from 'payload'

import { instagramHandle } from '@/lib/instagram'
import { talentPath } from '@/lib/paths'
import { contentAccess, publishedOrStaff, staffOnlyField } from '../access'
import { DAY_WITH_YEAR } from '../fields/dates'
import { seoField } from '../fields/seo'
import { slugField, slugPreviewEndpoint, type SlugFieldOptions } from '../fields/slug'
import { draftPreviewUrl } from '../preview'
import { talentChangeTags } from '../hooks/content-tags'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { showPublishedMedia, sweepAfterDelete } from '../media/publicity'
import { placeTalentInChosenBooks, readTalentBooks } from '../hooks/talent-books'
import { pictureField } from '../fields/talent-picture'
import { withTranslationStatus } from '../fields/missing-translations'
import { EYE_COLOURS, HAIR_COLOURS } from '../fields/vocabulary.mjs'

export { EYE_COLOURS, HAIR_COLOURS }

const options = (values: readonly string[]) =>
  values.map((value) => ({ label: value.replace(/^./, (c) => c.toUpperCase()), value }))

/** Where its slug must be free, and what it is made from when left empty. */
const TALENT_SLUG: SlugFieldOptions = { owner: 'talent', collection: 'talents', from: 'name' }

/**
 * A person the agency represents. Which books show them, and in what order, is stored on the
 * book; the talent form can choose their books too (hooks/talent-books.ts).
 */
export const Talents: CollectionConfig = withTranslationStatus({
  slug: 'talents',
  admin: {
    group: 'Talent',
    useAsTitle: 'name',
    defaultColumns: ['picture', 'name', 'location', 'inTown', '_status', 'updatedAt'],
    // A roster is long: 50 a page (Payload shows 10), with 100 one step away.
    pagination: { defaultLimit: 50, limits: [25, 50, 100] },
    listSearchableFields: ['name', 'slug'],
    // The list reads only its columns: not every portfolio, nor each talent's books.
    enableListViewSelectAPI: true,
    // A talent's page lives under a book: preview it in the first book that shows them.
    preview: async (doc, { locale, req }) => {
      if (typeof doc.id !== 'number' || typeof doc.slug !== 'string') return null
      const { docs } = await req.payload.find({
        collection: 'books',
        where: { talents: { equals: doc.id } },
        sort: 'order',
        limit: 1,
        depth: 0,
        select: { slug: true },
        req,
      })
      const book = docs[0]
      return book ? draftPreviewUrl(talentPath(book.slug, doc.slug), locale) : null
    },
  },
  // A talent populated in another document (a book's list, an inquiry) carries what a tile or a
  // link needs, never their books and those books' talents (issue 31: 2.2 MB for ten talents).
  defaultPopulate: { name: true, slug: true, picture: true },
  endpoints: [slugPreviewEndpoint(TALENT_SLUG)],
  access: contentAccess(publishedOrStaff),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(TALENT_SLUG),
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
        {
          name: 'inTown',
          type: 'checkbox',
          // A new talent is in town once staff say so: a default of yes listed newcomers as
          // available for castings before anyone had checked.
          defaultValue: false,
          admin: {
            description: 'In town now, available for castings at their location.',
            components: { Cell: '@/cms/admin/yes-no-cell#YesNoCell' },
          },
        },
      ],
    },
    {
      name: 'measurements',
      type: 'group',
      admin: {
        description: 'In centimetres and EU shoe size; the site converts to inches for visitors.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'heightCm', label: 'Height (cm)', type: 'number', min: 50, max: 250 },
            { name: 'bustCm', label: 'Bust or chest (cm)', type: 'number', min: 40, max: 200 },
            { name: 'waistCm', label: 'Waist (cm)', type: 'number', min: 40, max: 200 },
            { name: 'hipsCm', label: 'Hips (cm)', type: 'number', min: 40, max: 200 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'shoeEu', label: 'Shoe (EU)', type: 'number', min: 15, max: 55 },
            { name: 'dressSize', label: 'Dress or suit size', type: 'text', maxLength: 20 },
            { name: 'hair', type: 'select', options: options(HAIR_COLOURS) },
            { name: 'eyes', type: 'select', options: options(EYE_COLOURS) },
          ],
        },
      ],
    },
    { name: 'bio', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'instagramUrl',
          label: 'Instagram profile URL',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value ||
            instagramHandle(value) !== null ||
            'Enter an instagram.com profile address, such as https://www.instagram.com/name/.',
        },
        { name: 'instagramFollowers', type: 'number', min: 0 },
      ],
    },
    {
      name: 'portfolio',
      type: 'array',
      admin: {
        description:
          'In the order visitors see them: drag a picture, or focus it and use the arrow keys.',
        components: { Field: '@/cms/admin/portfolio-field.client#PortfolioField' },
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    pictureField,
    {
      name: 'polaroids',
      type: 'array',
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
    {
      name: 'polaroidsTakenAt',
      label: 'Polaroids taken on',
      type: 'date',
      admin: { date: DAY_WITH_YEAR },
    },
    {
      name: 'videos',
      type: 'array',
      fields: [
        { name: 'video', type: 'upload', relationTo: 'media', required: true },
        { name: 'poster', type: 'upload', relationTo: 'media' },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    {
      name: 'cardImages',
      label: 'Card images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 5,
      admin: { description: 'The printed card: the first is shown large, the next four small.' },
    },
    {
      name: 'books',
      type: 'relationship',
      relationTo: 'books',
      hasMany: true,
      virtual: true,
      admin: {
        // Payload shows a virtual field read-only unless told otherwise.
        readOnly: false,
        description:
          'A book chosen here lists the talent at its end; their place in it is set on the book.',
      },
      hooks: { afterRead: [readTalentBooks] },
    },
    seoField,
    {
      name: 'externalId',
      label: 'External id',
      type: 'text',
      index: true,
      access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField },
      admin: {
        position: 'sidebar',
        description:
          "This talent's id in the agency's previous system: the roster import matches by it.",
      },
    },
    {
      name: 'internalNotes',
      type: 'textarea',
      access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField },
      admin: { description: 'Staff only: never shown on the site.' },
    },
    {
      name: 'privateContact',
      type: 'group',
      access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField },
      admin: { description: 'Staff only: never shown on the site.' },
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
      ],
    },
  ],
  hooks: {
    afterChange: [
      placeTalentInChosenBooks,
      showPublishedMedia,
      revalidateAfterChange(talentChangeTags),
    ],
    afterDelete: [sweepAfterDelete, revalidateAfterDelete(talentChangeTags)],
  },
})
