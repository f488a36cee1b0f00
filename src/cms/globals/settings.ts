import type { GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { isMeasurementId, rememberAnalytics } from '@/lib/security/site-features'
import { anyone, contentEditorsOnly } from '../access'
import { rowsLabelledBy } from '../admin/rows-labelled-by'
import { townOptions } from '../fields/towns'
import { revalidateGlobal } from '../hooks/revalidate'
import { showGlobalMedia } from '../media/publicity'

/**
 * Site-wide settings. The `website` group keeps the spec's field names (google_analytics_code),
 * which `GET /api/_settings` returns as they are.
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: contentEditorsOnly },
  // Earlier versions, to compare and restore from the Versions tab (no drafts: a save publishes).
  versions: { max: 50 },
  fields: [
    {
      name: 'website',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', required: true, defaultValue: 'Roster' },
        { name: 'tagline', type: 'text', localized: true },
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: 'Also the site icon when roughly square; else its initial stands in.',
          },
        },
        {
          name: 'share_image',
          label: 'Default sharing image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Shown when a page without an SEO image of its own is shared (1200 by 630 pixels is best).',
          },
        },
        {
          name: 'google_analytics_code',
          label: 'Google Analytics measurement id',
          type: 'text',
          admin: { description: 'Such as G-ABC123XYZ. Leave empty to send nothing to Google.' },
          validate: (value: string | null | undefined) =>
            !value ||
            isMeasurementId(value) ||
            'A measurement id is G- followed by 4 to 12 capital letters and digits.',
        },
        {
          name: 'lazy_page_load',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Do not prefetch the menu pages after the first load.' },
        },
        {
          name: 'default_theme',
          type: 'select',
          defaultValue: 'system',
          options: [
            { label: "The visitor's system setting", value: 'system' },
            { label: 'Light', value: 'light' },
            { label: 'Dark', value: 'dark' },
          ],
        },
        {
          name: 'default_town',
          type: 'select',
          defaultValue: 'LA',
          options: townOptions(),
        },
      ],
    },
    {
      name: 'social',
      type: 'array',
      admin: rowsLabelledBy('platform'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'platform',
              type: 'select',
              required: true,
              options: ['instagram', 'tiktok', 'youtube', 'facebook', 'x', 'linkedin'].map(
                (value) => ({ label: value, value }),
              ),
            },
            {
              name: 'url',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                (typeof value === 'string' && /^https:\/\//.test(value)) ||
                'Use an https:// address.',
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [
      showGlobalMedia,
      revalidateGlobal([cacheTags.settings]),
      // The next page's Content-Security-Policy allows Google Analytics at once (or stops).
      ({ doc }) => {
        rememberAnalytics(doc.website?.google_analytics_code)
        return doc
      },
    ],
  },
}
