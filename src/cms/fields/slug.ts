import type { CollectionSlug, TextField } from 'payload'

import { slugify, slugProblem, type SlugOwner } from './reserved-slugs'

type SlugFieldOptions = {
  owner: SlugOwner
  /** The field the slug is derived from when staff leave it empty. */
  from: string
  /** Collections sharing the first URL segment with this one: a slug must be unique across them. */
  sharesPathWith?: CollectionSlug[]
}

export function slugField({ owner, from, sharesPathWith = [] }: SlugFieldOptions): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'The address of this entry. Left empty, it is made from the name.',
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          // A slug staff typed is kept (trimmed, lowercased) so a bad one is explained, not rewritten.
          if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase()
          const source = siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: async (value, { req }) => {
      if (typeof value !== 'string' || value === '') return 'A slug is required.'
      const problem = slugProblem(value, owner)
      if (problem) return problem
      for (const collection of sharesPathWith) {
        const { totalDocs } = await req.payload.count({
          collection,
          where: { slug: { equals: value } },
          req,
        })
        if (totalDocs > 0) {
          return `The slug "${value}" is already the address of a ${collection.replace(/s$/, '')}. Choose another.`
        }
      }
      return true
    },
  }
}
