import type { UIFieldServerProps } from 'payload'

import { mediaUsers } from './media-users'

/**
 * The media item's "Used by" list, in its sidebar: each document or global that shows it, linked
 * to its edit view. A picture used by nothing says so, and may be deleted.
 */
export async function UsedByField({ id, payload }: Pick<UIFieldServerProps, 'id' | 'payload'>) {
  if (id === undefined || id === null) return null
  const users = await mediaUsers(payload, id)
  return (
    <section className="field-type" aria-labelledby="media-used-by">
      <h3 id="media-used-by" className="field-label">
        Used by
      </h3>
      {users.length === 0 ? (
        <p className="field-description">Nothing shows this picture: it may be deleted.</p>
      ) : (
        <ul>
          {users.map((user) => (
            <li key={user.href}>
              <a href={user.href}>
                {user.kind === user.title ? user.title : `${user.kind}: ${user.title}`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
