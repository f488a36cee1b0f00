import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentAccess } from '../access'
import {
  DEFAULT_CURRENCY,
  DEFAULT_MAXIMUM_AMOUNT,
  DEFAULT_MINIMUM_AMOUNT,
} from '../fields/payment-terms'
import { mailTextsTab } from '../fields/mail-texts-tab'
import { townOptions } from '../fields/towns'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { showPublishedMedia, sweepAfterDelete } from '../media/publicity'
import { withTranslationStatus } from '../fields/missing-translations'

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: string | null | undefined) =>
  !value || TIME.test(value) || 'Use 24-hour time, such as 09:30.'

const locationTags = () => [cacheTags.locations]

// Replaces the number field's own check, so it keeps its `min: 1` too.
const atLeastTheMinimum: NumberFieldSingleValidation = (value, { siblingData }) => {
  const minimum = (siblingData as { minimumAmount?: number | null }).minimumAmount ?? 1
  if (value === null || value === undefined) return true
  return value >= Math.max(1, minimum) || 'The maximum must be at least the minimum amount.'
}

/** The agency's offices: Central and Los Angeles. */
export const Locations: CollectionConfig = withTranslationStatus({
  slug: 'locations',
  admin: { group: 'Agency', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'town'] },
  access: contentAccess(anyone),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Office',
          fields: [
            { name: 'name', type: 'text', required: true },
            {
              name: 'slug',
              type: 'text',
              required: true,
              unique: true,
              admin: {
                description:
                  'central or los-angeles: the contact, mission and payment pages use it.',
              },
            },
            {
              name: 'town',
              type: 'select',
              required: true,
              unique: true,
              options: townOptions(),
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
            {
              name: 'hoursNote',
              label: 'Hours note',
              type: 'text',
              localized: true,
              admin: {
                description:
                  'One line under the opening hours, such as "Closed on public holidays".',
              },
            },
            { name: 'mission', type: 'richText', localized: true },
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
                  name: 'online',
                  type: 'checkbox',
                  label: 'Take payments online',
                  defaultValue: true,
                  admin: {
                    description:
                      'With Stripe set up, the payment page shows a form that leads to Stripe. Off, or without Stripe: the manual instructions below.',
                  },
                },
                {
                  name: 'currency',
                  type: 'select',
                  defaultValue: DEFAULT_CURRENCY,
                  options: ['usd', 'eur', 'gbp'].map((c) => ({ label: c.toUpperCase(), value: c })),
                },
                {
                  name: 'minimumAmount',
                  type: 'number',
                  defaultValue: DEFAULT_MINIMUM_AMOUNT,
                  min: 1,
                  admin: { description: 'The smallest amount a payer may enter, in the currency.' },
                },
                {
                  name: 'maximumAmount',
                  type: 'number',
                  defaultValue: DEFAULT_MAXIMUM_AMOUNT,
                  min: 1,
                  validate: atLeastTheMinimum,
                  admin: { description: 'The largest amount a payer may enter, in the currency.' },
                },
                {
                  name: 'manualInstructions',
                  type: 'richText',
                  localized: true,
                  admin: {
                    description:
                      'How to pay without the online form (bank transfer details, who to call). Shown when online payment is off.',
                  },
                },
              ],
            },
          ],
        },
        mailTextsTab,
      ],
    },
  ],
  hooks: {
    afterChange: [showPublishedMedia, revalidateAfterChange(locationTags)],
    afterDelete: [sweepAfterDelete, revalidateAfterDelete(locationTags)],
  },
})
