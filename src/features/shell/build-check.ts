/**
 * The hourly "is there a new build?" check. Once `/api/_build` names another build than the one
 * this page came from, the next navigation loads the new page in full (see navigation-watch.ts),
 * so the visitor gets the new code instead of chunks that may no longer exist.
 */
let stale = false

export const buildIsStale = (): boolean => stale

export function watchBuild(currentBuildId: string, intervalMs: number): () => void {
  const check = async () => {
    try {
      const response = await fetch('/api/_build', { cache: 'no-store' })
      if (!response.ok) return
      const { buildId } = (await response.json()) as { buildId?: unknown }
      if (typeof buildId === 'string' && buildId !== currentBuildId) stale = true
    } catch {
      // Offline or the server is restarting: ask again at the next interval.
    }
  }
  const timer = setInterval(check, intervalMs)
  return () => clearInterval(timer)
}
