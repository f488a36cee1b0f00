import type { CollectionConfig, Field } from 'payload'

import { agencyStaffOnly } from '../../access'
import { deleteRecipientVotes } from './package-hooks'

/** Field access nobody is granted: only the server's own writes (overrideAccess) set it. */
const never = () => false

/** Written by the server as things happen (sending, the client's visits); staff only read them. */
const recorded = (field: Field): Field =>
  ({
    ...field,
    access: { create: never, update: never },
    admin: { ...field.admin, readOnly: true },
  }) as Field

const when = (name: string, label: string): Field =>
  recorded({ name, label, type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } })

/**
 * One person a package is sent to, with a link of their own (`/p/{token}`). The token itself is
 * mailed and never stored: `tokenHash` is its SHA-256 (features/packages/token.ts), hidden from
 * every answer and written by the server alone. Sending again makes a new token, so the last
 * mail's link is the one that works.
 */
export const PackageRecipients: CollectionConfig = {
  slug: 'package-recipients',
  labels: { singular: 'Recipient', plural: 'Recipients' },
  admin: {
    group: 'Packages',
    hidden: true,
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'package', 'sentAt', 'lastOpenedAt', 'revoked'],
  },
  defaultSort: 'createdAt',
  access: {
    read: agencyStaffOnly,
    create: agencyStaffOnly,
    update: agencyStaffOnly,
    delete: agencyStaffOnly,
  },
  fields: [
    { name: 'package', type: 'relationship', relationTo: 'packages', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
      ],
    },
    {
      name: 'revoked',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The link answers that it no longer works.' },
    },
    {
      name: 'tokenHash',
      type: 'text',
      unique: true,
      index: true,
      hidden: true,
      access: { create: never, update: never },
    },
    when('sentAt', 'Sent'),
    when('firstOpenedAt', 'First opened'),
    when('lastOpenedAt', 'Last opened'),
    recorded({
      name: 'openedTalents',
      label: 'Talents opened in the lightbox',
      type: 'relationship',
      relationTo: 'talents',
      hasMany: true,
    }),
    {
      name: 'votes',
      type: 'join',
      collection: 'package-votes',
      on: 'recipient',
      admin: { allowCreate: false, defaultColumns: ['talent', 'vote', 'comment', 'updatedAt'] },
    },
    when('answeredAt', 'Selection sent'),
    recorded({ name: 'answerMessage', label: 'Message with the selection', type: 'textarea' }),
    recorded({
      name: 'answerEntry',
      label: 'The selection in the inbox',
      type: 'relationship',
      relationTo: 'messages',
    }),
  ],
  hooks: { beforeDelete: [deleteRecipientVotes] },
}
