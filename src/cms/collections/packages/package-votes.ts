import type { CollectionConfig } from 'payload'

import { agencyStaffOnly, nobody } from '../../access'

export const VOTES = ['yes', 'maybe', 'no'] as const
export type Vote = (typeof VOTES)[number]

/**
 * A recipient's vote and comment on one talent of their package, one row each (`key` is the
 * recipient and the talent), so two quick votes on two talents never overwrite each other.
 * Written by the client's link alone (features/packages); staff read them on the package.
 */
export const PackageVotes: CollectionConfig = {
  slug: 'package-votes',
  labels: { singular: 'Vote', plural: 'Votes' },
  admin: {
    group: 'Packages',
    hidden: true,
    defaultColumns: ['recipient', 'talent', 'vote', 'comment', 'updatedAt'],
  },
  defaultSort: 'createdAt',
  access: { read: agencyStaffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    { name: 'package', type: 'relationship', relationTo: 'packages', required: true, index: true },
    {
      name: 'recipient',
      type: 'relationship',
      relationTo: 'package-recipients',
      required: true,
      index: true,
    },
    // Not NOT NULL: a talent deleted later must not be refused for the votes on them.
    { name: 'talent', type: 'relationship', relationTo: 'talents' },
    { name: 'vote', type: 'select', options: VOTES.map((value) => ({ label: value, value })) },
    { name: 'comment', type: 'textarea' },
  ],
}
