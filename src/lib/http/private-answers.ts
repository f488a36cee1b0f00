type Handler<C> = (request: Request, context: C) => Promise<Response>

const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * Payload's REST answers name no cache policy. They are staff's data, drafts and applicants'
 * photos, so neither a shared cache in front (docs/deploy.md) nor the browser may keep one: an
 * answer without its own Cache-Control gets `private, no-store`.
 */
export function answerPrivately<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (!response.headers.has('cache-control'))
      response.headers.set('cache-control', PRIVATE_CACHE_CONTROL)
    return response
  }
}
