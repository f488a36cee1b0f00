import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { pageNotFound } from '@/features/errors/page-not-found'

import { resolvePath } from '@/lib/data/resolve-path'
import type { PageData } from '@/lib/data/types'

/** The content at a path for a site route: 404 when there is none, 308 when it moved. */
export async function loadPage(segments: string[]): Promise<PageData> {
  const resolution = await resolvePath(`/${segments.join('/')}`)
  if (!resolution) return pageNotFound()
  if ('redirect' in resolution) permanentRedirect(resolution.redirect)
  return resolution.data
}
