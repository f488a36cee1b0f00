import { describe, expect, it } from 'vitest'

import { noRouteIsNotFound } from '@/lib/http/no-route'

const answering = (status: number) => async () =>
  Response.json({ message: 'Cannot GET /cms/api/payload-migrations' }, { status })

describe("a path Payload's REST API has no route for", () => {
  it('is a 404 with Payload’s message, not a 501', async () => {
    const answer = await noRouteIsNotFound(answering(501))(new Request('http://x/'), {})
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: 'Cannot GET /cms/api/payload-migrations' })
  })

  it('leaves every other answer as it is', async () => {
    for (const status of [200, 403, 404, 500]) {
      const answer = await noRouteIsNotFound(answering(status))(new Request('http://x/'), {})
      expect(answer.status).toBe(status)
    }
  })
})
