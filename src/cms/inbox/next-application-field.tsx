import type { UIFieldServerProps } from 'payload'

import { NextApplicationLink } from './next-application-link.client'

/**
 * "Next new application" beside the status: the oldest application still `new`, other than the
 * one open, so a reviewer walks the queue in the order it came in (shortcut: N).
 */
export async function NextApplicationField({
  id,
  payload,
}: Pick<UIFieldServerProps, 'id' | 'payload'>) {
  const next = await payload.find({
    collection: 'submissions',
    where: { and: [{ status: { equals: 'new' } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { name: true },
  })
  const doc = next.docs[0]
  const adminRoute = payload.config.routes.admin
  return doc ? (
    <NextApplicationLink href={`${adminRoute}/collections/submissions/${doc.id}`} name={doc.name} />
  ) : (
    <p>No other new applications.</p>
  )
}
