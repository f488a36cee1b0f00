import type { ServerProps } from 'payload'

import { importTexts } from './import-texts'
import { IMPORT_VIEW_PATH } from './view-path'

/** The admin's navigation link to the roster import (admin.components.afterNavLinks), for admins. */
export function ImportNavLink({ user, i18n }: ServerProps) {
  if (user?.role !== 'admin') return null
  return (
    <a className="nav__link" href={`/admin${IMPORT_VIEW_PATH}`}>
      <span className="nav__link-label">{importTexts(i18n?.language).navLink}</span>
    </a>
  )
}
