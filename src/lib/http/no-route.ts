type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload answers a path under its REST API that no endpoint serves with `501 Not Implemented`
 * (`/cms/api/payload-migrations`, a collection without REST endpoints): a 5xx anyone can cause,
 * which monitoring reads as the server failing. It is a path that does not exist: 404, with
 * Payload's own message.
 */
export function noRouteIsNotFound<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 501) return response
    return new Response(response.body, { status: 404, headers: response.headers })
  }
}
