import { pageNotFoundMessage } from '@/features/errors/error-messages'
import { siteHref } from '@/features/navigation/site-href'
import { resolvePath } from '@/lib/data/resolve-path'
import type { MenuItem, PageData } from '@/lib/data/types'
import { jsonWithEtag } from '@/lib/http/json'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { requestLocale } from '@/lib/i18n/server'
import { countSiteRender } from '@/lib/render-count'

type Context = { params: Promise<{ path?: string[] }> }

/**
 * `GET /api/{path}`: the content the site shows at `/{path}`, as JSON (PRODUCT.md, Contracts).
 * `/api` and `/api/` are the home page. `/api/es/{path}` is the same envelope in Spanish, the
 * content the site shows at `/es/{path}` (the proxy routes it here and says the language): its
 * `path` and menu links are the Spanish site's addresses.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  countSiteRender()
  const [segments = [], locale] = await Promise.all([
    params.then(({ path }) => path),
    requestLocale(),
  ])
  const path = `/${segments.join('/')}`
  const resolution = await resolvePath(locale, path)
  if (!resolution) {
    const message = pageNotFoundMessage(localizedPath(path, locale))
    return Response.json({ statusCode: 404, message }, { status: 404 })
  }
  if ('redirect' in resolution) {
    const location = `/api${localizedPath(resolution.redirect, locale)}`
    return new Response(null, { status: 308, headers: { Location: location } })
  }
  return jsonWithEtag(request, { data: withLocalizedLinks(resolution.data, locale) })
}

/** The answer's own path and its menu's links as addresses of the answer's language (`/es/faq`). */
function withLocalizedLinks(data: PageData, locale: Locale): PageData {
  const localizeMenu = (items: MenuItem[]): MenuItem[] =>
    items.map((item) => ({
      ...item,
      slug: siteHref(item.slug, locale),
      submenu: localizeMenu(item.submenu),
    }))
  return { ...data, path: localizedPath(data.path, locale), menu: localizeMenu(data.menu) }
}
