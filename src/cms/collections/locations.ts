import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { anyone, staffOnly } from '../access'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

export const TOWN_CODES = ['LA', 'CENTRAL'] as const
export type TownCode = (typeof TOWN_CODES)[number]

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: string | null | undefined) =>
  !value || TIME.test(value) || 'Use 24-hour time, such as 09:30.'

const locationTags = () => [cacheTags.locations]

/** The agency's offices: Central and Los Angeles. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { group: 'Agency', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'town'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description: 'central or los-angeles: the contact, mission and payment pages use it.',
      },
    },
    {
      name: 'town',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Los Angeles (LA)', value: 'LA' },
        { label: 'Central', value: 'CENTRAL' },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'region', type: 'text' },
        { name: 'postalCode', type: 'text' },
        {
          name: 'country',
          type: 'text',
          defaultValue: 'US',
          maxLength: 2,
          admin: { description: 'ISO country code' },
        },
      ],
    },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'America/Los_Angeles',
      validate: (value: string | null | undefined) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: value ?? '' })
          return true
        } catch {
          return 'Use an IANA time zone, such as America/Los_Angeles.'
        }
      },
    },
    {
      name: 'hours',
      type: 'array',
      admin: { description: 'Opening hours; leave a day out when closed.' },
      fields: [
        {
          name: 'day',
          type: 'select',
          required: true,
          options: DAYS.map((day) => ({ label: day, value: day })),
        },
        { name: 'opens', type: 'text', required: true, validate: validTime },
        { name: 'closes', type: 'text', required: true, validate: validTime },
      ],
    },
    { name: 'mission', type: 'richText' },
    {
      name: 'map',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A static map picture.' },
    },
    { name: 'mapUrl', type: 'text', admin: { description: 'Where "Open map" links to.' } },
    {
      name: 'payments',
      type: 'group',
      fields: [
        {
          name: 'currency',
          type: 'select',
          defaultValue: 'usd',
          options: ['usd', 'eur', 'gbp'].map((c) => ({ label: c.toUpperCase(), value: c })),
        },
        { name: 'minimumAmount', type: 'number', defaultValue: 10, min: 1 },
        { name: 'maximumAmount', type: 'number', defaultValue: 10000, min: 1 },
        {
          name: 'manualInstructions',
          type: 'richText',
          admin: { description: 'Shown when online payment is not configured.' },
        },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateAfterChange(locationTags)],
    afterDelete: [revalidateAfterDelete(locationTags)],
  },
}
