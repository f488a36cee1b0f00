import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import styles from './dashboard.module.css'
import { recentChanges, waitingCounts } from './what-waits'

/**
 * Above the admin's dashboard (admin.components.beforeDashboard): what waits for staff, each
 * count linking to the list filtered to it, and the last changes to content, each linking to
 * the document, with who made them. Rendered per request for the staff member signed in, never cached.
 */
export async function Dashboard({ payload, user, permissions }: ServerProps) {
  const reader = {
    payload,
    user,
    canRead: (slug: string) => Boolean(permissions?.collections?.[slug]?.read),
  }
  const [waiting, changes] = await Promise.all([waitingCounts(reader), recentChanges(reader)])
  const adminUrl = (path: `/${string}`) =>
    formatAdminURL({ adminRoute: payload.config.routes.admin, path, relative: true })
  return (
    <div className={styles.dashboard}>
      <section aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting">What waits</h2>
        <ul className={styles.counts}>
          {waiting.map(({ collection, field = 'status', status, label, count }) => (
            <li key={label}>
              <a
                className={styles.count}
                href={adminUrl(
                  `/collections/${collection}?${new URLSearchParams({ [`where[${field}][equals]`]: status })}`,
                )}
                aria-label={`${label}: ${count}`}
              >
                <span className={styles.number} data-empty={count === 0 || undefined}>
                  {count}
                </span>
                <span>{label}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {changes.length > 0 && (
        <section aria-labelledby="dashboard-changes">
          <h2 id="dashboard-changes">Last changes</h2>
          <ol className={styles.changes}>
            {changes.map((change) => (
              <li key={change.key}>
                <a href={adminUrl(`/collections/${change.collection}/${change.id}`)}>
                  {change.title}
                </a>
                <span className={styles.meta}>
                  {change.kind}
                  {change.status === 'draft' && ', draft'}
                  {` · ${change.action} by ${change.by} · `}
                  <time dateTime={change.at} title={change.at}>
                    {change.ago}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
