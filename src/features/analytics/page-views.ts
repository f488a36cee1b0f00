/**
 * Reports route changes as page views, skipping repeats of the same path (spec section 2):
 * `send` runs for a path only when it differs from the one reported last.
 */
export function createPageViewReporter(send: (path: string) => void): (path: string) => boolean {
  let lastPath: string | null = null
  return (path) => {
    if (path === lastPath) return false
    lastPath = path
    send(path)
    return true
  }
}
