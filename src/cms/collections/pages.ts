import type { CollectionConfig } from 'payload'

import { contentAccess, publishedOrStaff } from '../access'
import { pageBlocks } from '../blocks'
import { seoField } from '../fields/seo'
import { slugField, slugPreviewEndpoint, type SlugFieldOptions } from '../fields/slug'
import { draftPreviewUrl } from '../preview'
import { pageChangeTags } from '../hooks/content-tags'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { showPublishedMedia, sweepAfterDelete } from '../media/publicity'
import { pagePath } from '@/lib/paths'
import type { Page } from '@/payload-types'
import { withTranslationStatus } from '../fields/missing-translations'

/** Where its slug must be free, and what it is made from when left empty. */
const PAGE_SLUG: SlugFieldOptions = {
  owner: 'page',
  collection: 'pages',
  from: 'title',
  sharesPathWith: ['books'],
}

export const Pages: CollectionConfig = withTranslationStatus({
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    preview: (doc, { locale }) =>
      typeof doc.slug === 'string' ? draftPreviewUrl(pagePath(doc.slug), locale) : null,
  },
  endpoints: [slugPreviewEndpoint(PAGE_SLUG)],
  access: contentAccess(publishedOrStaff),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(PAGE_SLUG),
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'default',
      options: [
        { label: 'Default (header, menu and footer)', value: 'default' },
        { label: 'Empty (the content alone)', value: 'empty' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'blocks', type: 'blocks', blocks: pageBlocks },
    seoField,
  ],
  hooks: {
    afterChange: [showPublishedMedia, revalidateAfterChange<Page>(pageChangeTags)],
    afterDelete: [sweepAfterDelete, revalidateAfterDelete<Page>(pageChangeTags)],
  },
})
