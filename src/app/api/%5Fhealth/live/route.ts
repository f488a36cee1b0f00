/**
 * `GET /api/_health/live`: liveness. 200 whenever the process answers; it reads no database,
 * Redis or disk, so an outage of any of them never gets a healthy process restarted (readiness,
 * `/api/_health`, takes it out of the balancer instead).
 */
export function GET(): Response {
  return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } })
}
