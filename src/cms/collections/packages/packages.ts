import type { CollectionConfig } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales'

import { agencyStaffOnly } from '../../access'
import { defaultExpiry } from '../../packages/expiry'
import { packageFromInquiry } from '../../packages/from-inquiry'
import { revokePackage, sendPackage } from '../../packages/sending'

import { deletePackageRecipients, pickDefaultPictures } from './package-hooks'
import { PACKAGE_STATES } from './package-states'

/** Field access nobody is granted: only the server's own writes (overrideAccess) set it. */
const never = () => false

/**
 * A booker's selection of talents for one client and one job, sent as a private link per
 * recipient (package-recipients). Staff only, every role: bookers build packages, though they
 * only read content. Pictures may be ones the site does not show (an unpublished talent, a
 * polaroid not yet public): the client reaches them through their link alone.
 */
export const Packages: CollectionConfig = {
  slug: 'packages',
  admin: {
    group: 'Packages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'state', 'expiresAt', 'updatedAt'],
    listSearchableFields: ['title', 'client.name', 'client.company'],
    components: { beforeListTable: ['@/cms/admin/package-state-filter#PackageStateFilter'] },
  },
  defaultSort: '-updatedAt',
  endpoints: [
    { path: '/from-inquiry', method: 'post', handler: packageFromInquiry },
    { path: '/:id/send', method: 'post', handler: sendPackage },
    { path: '/:id/revoke', method: 'post', handler: revokePackage },
  ],
  access: {
    read: agencyStaffOnly,
    create: agencyStaffOnly,
    update: agencyStaffOnly,
    delete: agencyStaffOnly,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: PACKAGE_STATES.map((value) => ({
        label: value.replace(/^./, (c) => c.toUpperCase()),
        value,
      })),
      // Moved by what happens (sending, the client's opens and answer, expiry, revoking).
      access: { create: never, update: never },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'location',
      label: 'Office',
      type: 'relationship',
      relationTo: 'locations',
      required: true,
      admin: { position: 'sidebar', description: 'The office whose mail text sends the links.' },
    },
    {
      name: 'booker',
      type: 'relationship',
      relationTo: 'users',
      defaultValue: ({ user }) => user?.id,
      admin: {
        position: 'sidebar',
        description: 'Named to the client as the person to contact, also once the link expired.',
      },
    },
    {
      name: 'client',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'company', type: 'text' },
          ],
        },
      ],
    },
    { name: 'message', type: 'textarea', admin: { description: 'Shown above the talents.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOCALE,
          options: LOCALES.map((code) => ({ label: LOCALE_NAMES[code], value: code })),
          admin: { description: 'The language the client reads the package and its mail in.' },
        },
        {
          name: 'expiresAt',
          label: 'Expires',
          type: 'date',
          required: true,
          defaultValue: () => defaultExpiry(),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'allowVotes',
          label: 'The client may vote and comment',
          type: 'checkbox',
          defaultValue: true,
        },
        {
          name: 'allowDownload',
          label: 'The client may download a PDF',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'talents',
      type: 'array',
      admin: {
        description:
          'In the order the client sees them. Pictures left empty are the first six of the portfolio.',
      },
      fields: [
        {
          name: 'talent',
          type: 'relationship',
          relationTo: 'talents',
          // Checked on save rather than NOT NULL in the schema: a talent deleted later leaves an
          // empty row (the client sees no one there) instead of refusing the talent's deletion.
          // Such a row, empty before this save, stays valid: otherwise every later write to the
          // package (its state moving as the client opens the link, its expiry) would fail.
          validate: (value: unknown, { previousValue }: { previousValue?: unknown }) =>
            Boolean(value) || previousValue === null || 'Choose a talent.',
        },
        {
          name: 'pictures',
          type: 'upload',
          relationTo: 'media',
          hasMany: true,
          admin: {
            description: 'From this talent’s portfolio and polaroids, in order.',
            components: { Field: '@/cms/admin/package-pictures-field.client#PackagePicturesField' },
          },
        },
        { name: 'showMeasurements', type: 'checkbox', defaultValue: true },
        { name: 'note', label: 'Note to the client', type: 'textarea' },
      ],
    },
    {
      name: 'links',
      type: 'ui',
      admin: {
        components: { Field: '@/cms/admin/package-recipients.client#PackageRecipientsPanel' },
      },
    },
    {
      name: 'recipients',
      type: 'join',
      collection: 'package-recipients',
      on: 'package',
      admin: {
        defaultColumns: ['name', 'email', 'sentAt', 'lastOpenedAt', 'answeredAt', 'revoked'],
        description: 'Each recipient gets a link of their own.',
      },
    },
  ],
  hooks: {
    beforeChange: [pickDefaultPictures],
    beforeDelete: [deletePackageRecipients],
  },
}
