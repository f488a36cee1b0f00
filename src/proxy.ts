import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs before every visitor request. Hands the requested path to the screens that cannot see it
 * otherwise (the not-found screen says "Page Not Found: {path}").
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set('x-roster-path', decodedPath(request.nextUrl.pathname))
  return NextResponse.next({ request: { headers } })
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

export const config = {
  matcher: ['/((?!_next/|admin|cms/|image/|api/|favicon.ico).*)'],
}
