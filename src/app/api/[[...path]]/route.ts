import { paginate, parseBookFilters, TALENTS_PER_PAGE } from '@/features/books/filters'
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
 * `path` and menu links are the Spanish site's addresses. A book is paginated as its page is
 * (`?page=2`, with `pagination`); a page past the last is sent to the last, and `?page=` on
 * anything else to the address without it, so each answer has one address.
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
  if ('redirect' in resolution)
    return redirectTo(`/api${localizedPath(resolution.redirect, locale)}`, 308)
  const requested = parseBookFilters({ page: new URL(request.url).searchParams.get('page') ?? '' })
  const { data } = resolution
  // The home page's JSON is `/api`, not `/api/` (which Next would redirect once more).
  const address = `/api${localizedPath(path, locale)}`.replace(/\/$/, '')
  if (data.kind !== 'book')
    return requested.page > 1
      ? redirectTo(address, 307)
      : jsonWithEtag(request, { data: withLocalizedLinks(data, locale) })
  const bookPage = paginate(data.talents, requested.page)
  if (requested.page > bookPage.pageCount) {
    const last = bookPage.pageCount > 1 ? `?page=${bookPage.pageCount}` : ''
    return redirectTo(address + last, 307)
  }
  const { talents, ...pagination } = bookPage
  return jsonWithEtag(request, {
    data: {
      ...withLocalizedLinks({ ...data, talents }, locale),
      pagination: { ...pagination, pageSize: TALENTS_PER_PAGE },
    },
  })
}

/** To another address of this API, as a path: the host Next sees is not always the visitor's. */
const redirectTo = (location: string, status: 307 | 308) =>
  new Response(null, { status, headers: { Location: location } })

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
