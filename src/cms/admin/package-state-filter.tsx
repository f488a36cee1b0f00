import type { BeforeListTableServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { PACKAGE_STATES } from '../collections/packages/package-states'

import styles from './package-state-filter.module.css'

/** The list's filter on one state, as the links below and the dashboard's count write it. */
const STATE_FILTER = 'where[state][equals]'

const labelOf = (state: string) => state.replace(/^./, (c) => c.toUpperCase())

/**
 * Above the packages list (admin.components.beforeListTable): every state with how many packages
 * are in it, each a link to the list filtered to that state, and All. Counted with the staff
 * member's own access; the state shown filtered is marked current.
 */
export async function PackageStateFilter({
  payload,
  user,
  searchParams,
}: BeforeListTableServerProps) {
  const current = searchParams?.[STATE_FILTER]
  const counts = await Promise.all(
    PACKAGE_STATES.map(async (state) => {
      const { totalDocs } = await payload.count({
        collection: 'packages',
        where: { state: { equals: state } },
        overrideAccess: false,
        user,
      })
      return { state, count: totalDocs }
    }),
  )
  const listUrl = (query: string) =>
    formatAdminURL({
      adminRoute: payload.config.routes.admin,
      path: `/collections/packages${query}`,
      relative: true,
    })
  return (
    <nav aria-label="Packages by state" className={styles.states}>
      <a href={listUrl('')} aria-current={current ? undefined : 'page'}>
        All
      </a>
      {counts.map(({ state, count }) => (
        <a
          key={state}
          href={listUrl(`?${new URLSearchParams({ [STATE_FILTER]: state })}`)}
          aria-current={current === state ? 'page' : undefined}
        >
          {labelOf(state)} <span className={styles.count}>{count}</span>
        </a>
      ))}
    </nav>
  )
}
