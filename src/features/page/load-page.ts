import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { pageNotFound } from '@/features/errors/page-not-found'

import { previewingStaff } from '@/lib/data/preview'
import { resolveDraftPath, resolvePath } from '@/lib/data/resolve-path'
import type { PageData } from '@/lib/data/types'

/**
 * The content at a path for a site route: 404 when there is none, 308 when it moved. Staff
 * previewing in draft mode see the latest drafts; everyone else what is published.
 */
export async function loadPage(segments: string[]): Promise<PageData> {
  const path = `/${segments.join('/')}`
  const staff = await previewingStaff()
  const resolution = staff ? await resolveDraftPath(path, staff) : await resolvePath(path)
  if (!resolution) return pageNotFound()
  if ('redirect' in resolution) permanentRedirect(resolution.redirect)
  return resolution.data
}
