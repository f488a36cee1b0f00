import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import type { User } from '@/payload-types'

import type { PageData } from './types'

import { payloadClient } from './payload'

/**
 * The staff member previewing drafts in this request: draft mode is on (the preview route
 * switched it on, src/features/preview/enter-preview.ts) and the request still carries their
 * admin session. Draft mode alone shows nothing more than a visitor sees: its cookie outlives a
 * logout. Memoised per request.
 */
export const previewingStaff = cache(async (): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  return staffOf(await headers())
})

/** The logged-in staff member a request's cookies name, or null. */
export async function staffOf(requestHeaders: Headers): Promise<User | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user?.collection === 'users' ? user : null
}

/** Where the admin edits what a draft-mode page shows: `/admin/collections/{collection}/{id}`. */
export async function adminEditPath(data: PageData, user: User): Promise<string | null> {
  if (data.kind === 'book') return `/admin/collections/books/${data.book.id}`
  if (data.kind === 'talent') return `/admin/collections/talents/${data.talent.id}`
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: data.page.slug } },
    limit: 1,
    depth: 0,
    draft: true,
    user,
    overrideAccess: false,
    select: {},
  })
  return docs[0] ? `/admin/collections/pages/${docs[0].id}` : null
}
