import 'server-only'

import { draftMode } from 'next/headers'

import { staffOf } from '@/lib/data/preview'
import { PREVIEW_PATH_PARAM } from '@/lib/paths'

import { sitePath } from './site-path'

const privately = { 'Cache-Control': 'private, no-store' }

/**
 * `GET /api/_preview?path=/about`: the admin's Preview button and live preview. For a logged-in
 * staff member it switches Next's draft mode on (a cookie for this browser session) and sends
 * them to the page, which then shows the latest drafts (src/features/page/load-page.ts); anyone
 * else is refused. Its answers, like every draft-mode page, are never kept by a cache.
 */
export async function enterPreview(request: Request): Promise<Response> {
  const path = sitePath(new URL(request.url).searchParams.get(PREVIEW_PATH_PARAM))
  if (!path) {
    return Response.json(
      { message: 'Preview which page? Give its path, such as ?path=/about.' },
      { status: 400, headers: privately },
    )
  }
  if (!(await staffOf(request.headers))) {
    return Response.json(
      { message: 'Log in to the admin to preview drafts.' },
      { status: 403, headers: privately },
    )
  }
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { ...privately, Location: path } })
}
