import { pageNotFoundMessage } from '@/features/errors/error-messages'
import { resolvePath } from '@/lib/data/resolve-path'
import { jsonWithEtag } from '@/lib/http/json'
import { countSiteRender } from '@/lib/render-count'

type Context = { params: Promise<{ path?: string[] }> }

/**
 * `GET /api/{path}`: the content the site shows at `/{path}`, as JSON (PRODUCT.md, Contracts).
 * `/api` and `/api/` are the home page.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  countSiteRender()
  const segments = (await params).path ?? []
  const path = `/${segments.join('/')}`
  const resolution = await resolvePath(path)
  if (!resolution) {
    return Response.json({ statusCode: 404, message: pageNotFoundMessage(path) }, { status: 404 })
  }
  if ('redirect' in resolution) {
    return new Response(null, { status: 308, headers: { Location: `/api${resolution.redirect}` } })
  }
  return jsonWithEtag(request, { data: resolution.data })
}
