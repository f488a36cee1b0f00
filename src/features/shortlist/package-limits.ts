import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { busyAnswer, RenderQueueFull, Semaphore } from '@/features/print/render-limits'
import { env } from '@/lib/env'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/rate-limit'

/**
 * What a shortlist package may cost. A cached package is free for anyone; making one is not:
 * - SHORTLIST_PDF_RATE_LIMIT packages not already cached per client address per hour (429);
 * - SHORTLIST_PDF_MAX_RENDERS rendering at once and SHORTLIST_PDF_QUEUE_LENGTH waiting (503).
 * These slots are the packages' own, apart from the print cards' (PRINT_PDF_MAX_RENDERS): one
 * package costs up to 50 cards, and a visitor printing one card must not wait behind three
 * packages. A priority in one shared queue would not do: a package holds its slot for seconds.
 */
export const PACKAGE_RATE_WINDOW_S = 60 * 60

/** Seconds a client is told to wait when the queue is full: about one package's render. */
export const PACKAGE_BUSY_RETRY_AFTER_S = 10

export const packageRenders = new Semaphore(
  env.shortlistPdf.maxRenders,
  env.shortlistPdf.queueLength,
)

const packagesMade = createRateLimiter({
  name: 'shortlist-pdf',
  points: env.shortlistPdf.ratePerHour,
  windowS: PACKAGE_RATE_WINDOW_S,
})

/** A package this request may not make now: 429 (its address's hour is spent) or 503 (busy). */
export class PackageRefused extends Error {
  constructor(
    readonly status: 429 | 503,
    readonly retryAfterS: number,
  ) {
    super(status === 429 ? 'Shortlist PDF rate limit' : 'Shortlist PDF queue full')
  }
}

/**
 * The request a package would be made for. The data cache calls the render only on a miss and
 * its key must not hold the visitor's address, so the address travels beside the call.
 */
const requester = new AsyncLocalStorage<Headers>()

export const asRequestedBy = <T>(headers: Headers, read: () => Promise<T>): Promise<T> =>
  requester.run(headers, read)

/**
 * Called on a cache miss, before rendering: a full queue refuses at once (and costs the
 * address nothing), otherwise the address pays one of its packages for the hour. A render with
 * no request behind it (the data cache refreshing an entry) is not counted.
 */
export async function admitPackageRender(): Promise<void> {
  if (packageRenders.full) throw new PackageRefused(503, PACKAGE_BUSY_RETRY_AFTER_S)
  const headers = requester.getStore()
  if (!headers) return
  const decision = await packagesMade.consume(
    rateLimitKey(clientAddress(headers, env.trustedProxies)),
  )
  if (!decision.allowed) throw new PackageRefused(429, decision.retryAfterS)
}

/** Runs a render in the packages' slots; a full queue is a PackageRefused 503. */
export async function inPackageSlot<T>(render: () => Promise<T>): Promise<T> {
  try {
    return await packageRenders.run(render)
  } catch (error) {
    if (error instanceof RenderQueueFull) throw new PackageRefused(503, PACKAGE_BUSY_RETRY_AFTER_S)
    throw error
  }
}

/** The answer to a refused package: 429 or 503 with Retry-After, never cached. */
export function refusalAnswer({ status, retryAfterS }: PackageRefused): Response {
  if (status === 503) return busyAnswer(retryAfterS)
  return Response.json(
    { statusCode: 429, message: 'Too many shortlist PDFs from your address; try again later.' },
    {
      status: 429,
      headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' },
    },
  )
}
