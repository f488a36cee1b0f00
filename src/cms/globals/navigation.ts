import type { Field, GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentEditorsOnly } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

const slugOrUrl = (value: string | null | undefined) =>
  (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value)) ||
  'Use a site path starting with / (such as /women) or an http(s) address.'

const labelAndSlug: Field = {
  type: 'row',
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, validate: slugOrUrl },
  ],
}

/**
 * The menu: items, their submenu and its sub-submenu (three levels, as the spec has them). The
 * third level has its own field name: two nested arrays of one name collide in the database
 * adapters' relation names. The site and `/api/{path}` call every level `submenu`.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Settings' },
  access: { read: anyone, update: contentEditorsOnly },
  // Earlier versions, to compare and restore from the Versions tab (no drafts: a save publishes).
  versions: { max: 50 },
  fields: [
    {
      name: 'items',
      type: 'array',
      fields: [
        labelAndSlug,
        {
          name: 'submenu',
          type: 'array',
          fields: [
            labelAndSlug,
            { name: 'subSubmenu', label: 'Sub-submenu', type: 'array', fields: [labelAndSlug] },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal([cacheTags.navigation])] },
}
