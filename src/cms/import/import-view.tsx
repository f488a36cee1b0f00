import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { ImportForm } from './import-form.client'
import { importTexts } from './import-texts'
import { importLimits } from './limits'

/**
 * /admin/roster-import (issue 35): the roster import of `npm run import` for admins, from a CSV
 * and a ZIP of photo folders: a dry run first, then Apply with its progress. Other staff are told
 * it is for admins; the endpoints behind it refuse them too (import-endpoints.ts).
 */
export function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const t = importTexts(req.i18n.language)
  const isAdmin = req.user?.role === 'admin'
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <main className="gutter--left gutter--right">
        <h1>{t.title}</h1>
        {isAdmin ? (
          <ImportForm language={req.i18n.language} limits={importLimits()} />
        ) : (
          <p role="alert">{t.onlyAdmins}</p>
        )}
      </main>
    </DefaultTemplate>
  )
}
