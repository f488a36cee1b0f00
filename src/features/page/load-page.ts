import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { pageNotFound } from '@/features/errors/page-not-found'

import { previewingStaff } from '@/lib/data/preview'
import { resolveDraftPath, resolvePath } from '@/lib/data/resolve-path'
import type { PageData, PageOf } from '@/lib/data/types'
import { localizedPath } from '@/lib/i18n/locales'
import { requestLocale } from '@/lib/i18n/server'

type PageKind = PageData['kind']

/**
 * The content at a path for a site route, in the page's language: 404 when there is none, 308
 * when it moved (to the new address in the same language). Staff previewing in draft mode see
 * the latest drafts; everyone else what is published. A route names
 * the kinds it renders (`/` a page, `/{books}` a page or a book, `/{books}/{talent}` a talent),
 * and so imports only their views: each route's client code is then its own.
 */
export async function loadPage<Kind extends PageKind>(
  segments: string[],
  kinds: readonly Kind[],
): Promise<PageOf<Kind>> {
  const path = `/${segments.join('/')}`
  const [staff, locale] = await Promise.all([previewingStaff(), requestLocale()])
  const resolution = staff
    ? await resolveDraftPath(locale, path, staff)
    : await resolvePath(locale, path)
  if (!resolution) return pageNotFound()
  if ('redirect' in resolution) permanentRedirect(localizedPath(resolution.redirect, locale))
  const { data } = resolution
  if (!isOfKind(data, kinds)) return pageNotFound()
  return data
}

function isOfKind<Kind extends PageKind>(
  data: PageData,
  kinds: readonly Kind[],
): data is PageOf<Kind> {
  return (kinds as readonly PageKind[]).includes(data.kind)
}
