/* Payload's REST API, moved to /cms/api so /api stays the site's own. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { refuseMalformedMultipart } from '@/lib/http/multipart-guard'
import { noRouteIsNotFound } from '@/lib/http/no-route'
import { answerPrivately } from '@/lib/http/private-answers'

export const GET = answerPrivately(noRouteIsNotFound(REST_GET(config)))
export const POST = answerPrivately(noRouteIsNotFound(refuseMalformedMultipart(REST_POST(config))))
export const DELETE = answerPrivately(noRouteIsNotFound(REST_DELETE(config)))
export const PATCH = answerPrivately(noRouteIsNotFound(refuseMalformedMultipart(REST_PATCH(config))))
export const PUT = answerPrivately(noRouteIsNotFound(refuseMalformedMultipart(REST_PUT(config))))
export const OPTIONS = noRouteIsNotFound(REST_OPTIONS(config))
