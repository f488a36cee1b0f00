import type { Field, GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentEditorsOnly } from '../access'
import { rowsLabelledBy } from '../admin/rows-labelled-by'
import { revalidateGlobal } from '../hooks/revalidate'

/** What a menu item links to: content picked from a list, or an address typed by hand. */
type MenuLinkKind = 'content' | 'url'

type LinkSiblings = { linkTo?: MenuLinkKind | null }

const linksTo = (kind: MenuLinkKind) => (_: unknown, siblings: LinkSiblings) =>
  siblings.linkTo === kind

const pickedContent = (value: unknown, { siblingData }: { siblingData: LinkSiblings }) =>
  siblingData.linkTo !== 'content' || Boolean(value) || 'Pick the page, book or talent to link to.'

const slugOrUrl = (
  value: string | null | undefined,
  { siblingData }: { siblingData: LinkSiblings },
) =>
  siblingData.linkTo !== 'url' ||
  (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value)) ||
  'Use a site path starting with / (such as /women) or an http(s) address.'

/**
 * A menu item's label and link. The link is a page, book or talent picked from a list (the site
 * follows it when its slug changes), or an address: an outside http(s) URL, or a site path typed
 * by hand (the menus made before the picker existed are all addresses). The address keeps the
 * field name `slug`, as stored since the first menu.
 */
const menuLink: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true, localized: true },
      {
        name: 'linkTo',
        label: 'Links to',
        type: 'radio',
        required: true,
        defaultValue: 'content' satisfies MenuLinkKind,
        options: [
          { label: 'A page, book or talent', value: 'content' satisfies MenuLinkKind },
          { label: 'An address', value: 'url' satisfies MenuLinkKind },
        ],
      },
    ],
  },
  {
    name: 'content',
    label: 'Page, book or talent',
    type: 'relationship',
    relationTo: ['pages', 'books', 'talents'],
    validate: pickedContent,
    admin: {
      condition: linksTo('content'),
      description: 'Only published content shows in the menu; a talent under their first book.',
    },
  },
  {
    name: 'slug',
    label: 'Address',
    type: 'text',
    validate: slugOrUrl,
    admin: {
      condition: linksTo('url'),
      description: 'An outside address (https://…) or a site path (/women).',
    },
  },
]

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
      admin: rowsLabelledBy('label'),
      fields: [
        ...menuLink,
        {
          name: 'submenu',
          type: 'array',
          admin: rowsLabelledBy('label'),
          fields: [
            ...menuLink,
            {
              name: 'subSubmenu',
              label: 'Sub-submenu',
              type: 'array',
              admin: rowsLabelledBy('label'),
              fields: menuLink,
            },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal([cacheTags.navigation])] },
}
