import type { UIFieldServerProps } from 'payload'

import { NextApplicationLink } from './next-application-link.client'

/**
 * "Next new application" beside the status: the next `new` one sent after the one open, or the
 * oldest `new` one when none came after, so a reviewer walks the queue in the order it came in
 * (shortcut: N).
 */
export async function NextApplicationField({
  id,
  data,
  payload,
}: Pick<UIFieldServerProps, 'id' | 'data' | 'payload'>) {
  const findNew = async (after?: string) =>
    (
      await payload.find({
        collection: 'submissions',
        where: {
          and: [
            { status: { equals: 'new' } },
            ...(id ? [{ id: { not_equals: id } }] : []),
            ...(after ? [{ createdAt: { greater_than: after } }] : []),
          ],
        },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        select: { name: true },
      })
    ).docs[0]
  const createdAt = typeof data?.createdAt === 'string' ? data.createdAt : undefined
  const next = (createdAt && (await findNew(createdAt))) || (await findNew())
  if (!next) return <p>No other new applications.</p>
  const href = `${payload.config.routes.admin}/collections/submissions/${next.id}`
  return <NextApplicationLink href={href} name={next.name} />
}
