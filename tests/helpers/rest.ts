import config from '@payload-config'
import { handleEndpoints } from 'payload'

/** The origin Payload's CSRF and CORS lists hold in the tests (SITE_URL's default). */
export const SITE_ORIGIN = 'http://localhost:3000'

export type RestOptions = {
  readonly headers?: Record<string, string>
  readonly json?: unknown
  readonly body?: string
}

/**
 * A request to Payload's REST API (/cms/api) as the site's route handler makes it, without a
 * server: the same entry point, the same config, the test file's database.
 */
export function rest(method: string, path: string, options: RestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  let body = options.body
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const request = new Request(`${SITE_ORIGIN}/cms/api${path}`, { method, headers, body })
  return handleEndpoints({ config, request })
}

/** The staff session cookie from a login answer, as a browser would send it back. */
export function sessionCookie(login: Response): string {
  const cookie = login.headers.get('set-cookie') ?? ''
  const token = /payload-token=[^;]+/.exec(cookie)?.[0]
  if (!token) throw new Error(`No session cookie in: ${cookie}`)
  return token
}
