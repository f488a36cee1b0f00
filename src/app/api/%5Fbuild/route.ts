import { buildInfo } from '@/lib/build-info'
import { jsonWithEtag } from '@/lib/http/json'

/** `GET /api/_build`: `{ buildId, builtAt }` of the running build. */
export async function GET(request: Request): Promise<Response> {
  return jsonWithEtag(request, buildInfo())
}
