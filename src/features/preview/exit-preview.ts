import 'server-only'

import { draftMode } from 'next/headers'

import { PREVIEW_PATH_PARAM } from '@/lib/paths'

import { sitePath } from './site-path'

/**
 * `GET /api/_preview/exit?path=/about`: the draft preview bar's Exit. Switches draft mode off for
 * this browser and sends it back to the page, as visitors see it. Anyone may ask: leaving draft
 * mode shows nothing. A path that is not the site's own goes home.
 */
export async function exitPreview(request: Request): Promise<Response> {
  const path = sitePath(new URL(request.url).searchParams.get(PREVIEW_PATH_PARAM)) ?? '/'
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 303,
    headers: { 'Cache-Control': 'private, no-store', Location: path },
  })
}
