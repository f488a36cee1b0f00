import type { CollectionSlug, Endpoint, PayloadRequest, TextField, Where } from 'payload'

import { StaffOnly } from '../hooks/staff-only-rest'
import { slugify, slugProblem, type SlugOwner } from './reserved-slugs'
import { holdSlugChoice } from './slug-lock'

export type SlugFieldOptions = {
  owner: SlugOwner
  /** The collection the field is on. */
  collection: CollectionSlug
  /** The field the slug is derived from when staff leave it empty. */
  from: string
  /** Collections sharing the first URL segment with this one: a slug must be unique across them. */
  sharesPathWith?: CollectionSlug[]
}

/**
 * The slugs `where` finds in `collections`, the first of which is the document's own: there, the
 * document with `ownId` (being saved) does not count.
 */
async function holders(
  req: PayloadRequest,
  collections: CollectionSlug[],
  where: Where,
  ownId: unknown,
): Promise<{ collection: CollectionSlug; slug: string }[]> {
  const found = await Promise.all(
    collections.map(async (collection, index) => {
      const { docs } = await req.payload.find({
        collection,
        where:
          index === 0 && ownId !== undefined
            ? { and: [where, { id: { not_equals: ownId } }] }
            : where,
        select: { slug: true },
        depth: 0,
        pagination: false,
        draft: true,
        overrideAccess: true,
        req,
      })
      return docs.map((doc) => ({ collection, slug: String((doc as { slug?: unknown }).slug) }))
    }),
  )
  return found.flat()
}

/**
 * The first of `base`, `base-2`, `base-3`… that no other document of these collections holds:
 * a second Anna Berg is `anna-berg-2`, never a refusal.
 */
async function freeSlug(
  req: PayloadRequest,
  collections: CollectionSlug[],
  base: string,
  ownId?: unknown,
): Promise<string> {
  const taken = new Set(
    (
      await holders(
        req,
        collections,
        { or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }] },
        ownId,
      )
    ).map(({ slug }) => slug),
  )
  if (!taken.has(base)) return base
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`
}

/**
 * `GET /cms/api/{collection}/slug-preview?from=Anna%20Berg&id=12`: the slug a document named so
 * would get if staff leave the field empty, shown in the admin before saving. Staff only.
 */
export function slugPreviewEndpoint({
  collection,
  sharesPathWith = [],
}: SlugFieldOptions): Endpoint {
  return {
    path: '/slug-preview',
    method: 'get',
    handler: async (req) => {
      if (!req.user) throw new StaffOnly()
      const from = String(req.searchParams.get('from') ?? '')
      const id = Number(req.searchParams.get('id'))
      const base = slugify(from)
      const slug = base
        ? await freeSlug(req, [collection, ...sharesPathWith], base, id || undefined)
        : ''
      return Response.json({ slug }, { headers: { 'Cache-Control': 'no-store' } })
    },
  }
}

export function slugField({
  owner,
  collection,
  from,
  sharesPathWith = [],
}: SlugFieldOptions): TextField {
  const sharing = [collection, ...sharesPathWith]
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        'The address of this entry. Left empty, it is made from the name, with a number when another entry has it.',
      components: {
        afterInput: [
          { path: '@/cms/admin/slug-preview.client#SlugPreview', clientProps: { from } },
        ],
      },
    },
    hooks: {
      beforeValidate: [
        async ({ value, siblingData, originalDoc, req }) => {
          // A slug staff typed is kept (trimmed, lowercased) so a bad one is explained, not rewritten.
          if (typeof value === 'string' && value.trim() !== '') return value.trim().toLowerCase()
          const source = siblingData?.[from]
          if (typeof source !== 'string' || slugify(source) === '') return value
          const base = slugify(source)
          await holdSlugChoice(req, [...sharing].sort().join(','), base)
          return freeSlug(req, sharing, base, originalDoc?.id)
        },
      ],
    },
    validate: async (value, { req, id }) => {
      if (typeof value !== 'string' || value === '') return 'A slug is required.'
      const problem = slugProblem(value, owner)
      if (problem) return problem
      const [holder] = await holders(req, sharing, { slug: { equals: value } }, id)
      if (holder)
        return `The slug "${value}" is already the address of ${holder.collection === collection ? 'another' : 'a'} ${holder.collection.replace(/s$/, '')}. Choose another, or leave it empty for a free one.`
      return true
    },
  }
}
