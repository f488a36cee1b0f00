import { mediaSweepPending } from '@/cms/media/publicity'
import { dataReads, siteRenders, talentCardReads } from '@/lib/render-count'

/**
 * `GET /api/_test/renders`: `{ renders, dataReads, talentCardReads }` (lib/render-count.ts), and
 * `mediaSweepPending` (cms/media/publicity.ts: background SQL a test counting queries waits out).
 * It exists only when the server runs with ROSTER_TEST_ROUTES=1; everywhere else it is a 404.
 */
export function GET(): Response {
  if (process.env.ROSTER_TEST_ROUTES !== '1') return new Response('Not Found', { status: 404 })
  return Response.json(
    {
      renders: siteRenders(),
      dataReads: dataReads(),
      talentCardReads: talentCardReads(),
      mediaSweepPending: mediaSweepPending(),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
