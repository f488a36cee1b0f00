import type { Payload } from 'payload'

import { BodyTimeoutError, BodyTooLargeError, readBody } from '@/lib/http/read-body'
import { crossSiteRefusal, isSameOriginRequest } from '@/lib/http/same-origin'

import { parseVote, recordTalentOpened, saveVote, countVotes } from './activity'
import { parseAnswer, sendSelection } from './answer'
import { findLink, votesOf } from './link'
import { talentIdsOf } from './package-parts'

/** A vote, a comment or a message is a few kilobytes at most. */
const MAX_BODY_BYTES = 16 * 1024

export const PACKAGE_ACTIONS = ['vote', 'opened', 'answer'] as const
export type PackageAction = (typeof PACKAGE_ACTIONS)[number]

export type PackageEndpointDeps = {
  readonly payload: Payload
  readonly siteUrl: string
  readonly rateLimit: (headers: Headers) => Promise<{ allowed: boolean; retryAfterS?: number }>
  /** How long the body may stop arriving before the request is dropped (408). */
  readonly bodyIdleTimeoutMs: number
  readonly now?: () => number
}

/** Every answer of a link's endpoints is the client's own: never kept anywhere. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE, ...headers } })

/**
 * `POST /api/_packages/{token}/{vote|opened|answer}`, from the client's page of a package:
 * - `vote` `{talent, vote: "yes"|"maybe"|"no"|null, comment}` saves at once and answers the
 *   recipient's counts; refused (403) when the package takes no votes, 422 for a talent that is
 *   not in it;
 * - `opened` `{talent}` notes that the client opened that talent's pictures;
 * - `answer` `{message}` sends the selection to the booker.
 * An unknown link answers 404, an expired or revoked one 410, a cross-site post 403, too many
 * requests from one address 429 with Retry-After.
 */
export async function packageEndpoint(
  request: Request,
  token: string,
  action: string,
  deps: PackageEndpointDeps,
): Promise<Response> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl)) return crossSiteRefusal()
  const decision = await deps.rateLimit(request.headers)
  if (!decision.allowed)
    return answer(
      429,
      { message: 'Too many requests' },
      { 'Retry-After': String(decision.retryAfterS ?? 60) },
    )
  if (!(PACKAGE_ACTIONS as readonly string[]).includes(action))
    return answer(404, { message: 'Not found' })
  let body: unknown
  try {
    const bytes = await readBody(request, MAX_BODY_BYTES, { idleTimeoutMs: deps.bodyIdleTimeoutMs })
    body = JSON.parse(bytes.toString('utf8'))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(413, { message: 'Too large' })
    if (error instanceof BodyTimeoutError)
      return answer(408, { message: 'The body stopped arriving' })
    return answer(400, { message: 'The body must be JSON' })
  }
  const { payload } = deps
  const link = await findLink(payload, token, deps.now?.() ?? Date.now())
  if (link.kind === 'unknown') return answer(404, { message: 'Not found' })
  if (link.kind === 'gone')
    return answer(410, {
      message: `This link has ${link.reason === 'expired' ? 'expired' : 'been withdrawn'}`,
    })
  const { pkg, recipient } = link
  if (action === 'opened') {
    const talent = (body as { talent?: unknown } | null)?.talent
    if (typeof talent !== 'number') return answer(422, { message: 'Which talent?' })
    const known = await recordTalentOpened(payload, pkg, recipient.id, talent)
    return known ? answer(200, { ok: true }) : answer(422, { message: 'Not in this package' })
  }
  if (action === 'vote') {
    if (pkg.allowVotes === false) return answer(403, { message: 'This package takes no votes' })
    const vote = parseVote(body)
    if (!vote) return answer(422, { message: 'Not a vote' })
    const talents = talentIdsOf(pkg)
    if (!talents.includes(vote.talent)) return answer(422, { message: 'Not in this package' })
    await saveVote(payload, pkg, recipient.id, vote)
    return answer(200, { counts: countVotes((await votesOf(payload, recipient.id)).values()) })
  }
  const parsed = parseAnswer(body)
  if (!parsed) return answer(422, { message: 'Not a message' })
  await sendSelection(payload, pkg, recipient, link.contact, parsed.message)
  return answer(200, { ok: true })
}
