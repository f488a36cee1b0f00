import type { CollectionConfig } from 'payload'

import { bookPath } from '@/lib/paths'
import { contentAccess, publishedOrStaff } from '../access'
import { seoField } from '../fields/seo'
import { slugField, slugPreviewEndpoint, type SlugFieldOptions } from '../fields/slug'
import { draftPreviewUrl } from '../preview'
import { bookChangeTags } from '../hooks/content-tags'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { showPublishedMedia, sweepAfterDelete } from '../media/publicity'
import { withTranslationStatus } from '../fields/missing-translations'

/** Versions kept per book, the oldest pruned first. */
export const BOOK_VERSIONS_KEPT = 10

/** Where its slug must be free, and what it is made from when left empty. */
const BOOK_SLUG: SlugFieldOptions = {
  owner: 'book',
  collection: 'books',
  from: 'title',
  sharesPathWith: ['pages'],
}

/** A board of talent (Women, Men, New Faces...), shown at /{slug}. */
export const Books: CollectionConfig = withTranslationStatus({
  slug: 'books',
  admin: {
    group: 'Talent',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', '_status'],
    preview: (doc, { locale }) =>
      typeof doc.slug === 'string' ? draftPreviewUrl(bookPath(doc.slug), locale) : null,
  },
  defaultSort: 'order',
  // A book populated in another document (a talent's books, a menu link, a talent grid) carries
  // what a link to it needs, never its list of talents (issue 31: 5.3 MB for one talent at depth 2).
  defaultPopulate: { title: true, slug: true },
  endpoints: [slugPreviewEndpoint(BOOK_SLUG)],
  access: contentAccess(publishedOrStaff),
  // Every version copies the whole list of talents: ten of them keep a book's history linear in
  // its size (docs/decisions/0040-book-versions-pruned.md).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: BOOK_VERSIONS_KEPT },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(BOOK_SLUG),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Books are listed from the lowest number.' },
    },
    {
      name: 'talents',
      type: 'relationship',
      relationTo: 'talents',
      hasMany: true,
      admin: {
        description:
          'The order visitors see: drag a picture, focus it and use the arrow keys (Home to the top), or type its new position. Unpublished talents stay hidden.',
        components: { Field: '@/cms/admin/book-talents-field.client#BookTalentsField' },
      },
    },
    seoField,
  ],
  hooks: {
    afterChange: [showPublishedMedia, revalidateAfterChange(bookChangeTags)],
    afterDelete: [sweepAfterDelete, revalidateAfterDelete(bookChangeTags)],
  },
})
