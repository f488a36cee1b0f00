/**
 * Answers the lightbox's end-to-end tests (tests/e2e/gallery.spec.ts): HTML fragments by GET and
 * POST, a 404 and a 403 for the fragment errors, and a short video. It exists only when the server
 * runs with ROSTER_TEST_ROUTES=1; everywhere else it is a 404.
 */

// Ten seconds of 64x48 (4:3) VP8, recorded once with Chromium's MediaRecorder from a canvas.
const CLIP_WEBM =
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAwlEU2bdLlNu4tTq4QVSalmU6yBbk27i1OrhBZUrmtTrIGTTbuLU6uEH0O2dVOsgdRNu4xTq4QcU7trU6yCDBPsrgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBEiYRGGXYWTYCGQ2hyb21lV0GGQ2hyb21lFlSua7yuuteBAXPFhx0FfcUITuSDgQFV7oEBhoVWX1ZQOOCdsIFAuoEwU8CBAVWwkFWxgQFVuYECVbqBDVW7gQEfQ7Z1AQAAAAAACzPngQCg7aG+gQAAAJADAJ0BKkAAMAAKhwiFhYiZhIg4AgAIjbg8YiB8VX3+1uunPZgA/uljvdQmulvVztBCBmqg/IGEQAB1oaqmqO6BAaWjsAIAnQEqQAAwAAqHCIWFiJmEiDgCAAaOT8zHm/FYAP7rrgCgwaGggQD7AFECACoRwAAYAB5ID/QAEaY4OC1ktP7pYhN53wB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4EAoMOhooEB9QBxAgAqEcAAGAAeU/f0ACvk6rMejZ0A/ulnHmy8IQB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4H7oMehpYEC8ACRAgAqEcAAGAAgS/f0ADptqcgzeySoAP7pXSFj3QGmEAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IB9aDEoaKBA/cAcQIAKhHAABgAHlP39AAr5OqzHqHmgP7pZx4cBrMAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCAvCgxKGigQTmAHECACoRwAAYAB5T9/QAK+TqtMiDgAD+6Wcd98K1gHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7ggP3oMShooEF4QBxAgAqEcAAGAAeU/f0ACvk6rTIiNUA/ulnHcSydwB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IE5qDDoaKBBtwAcQIAKhHAABgAHlP39AAr5Oq0xxgRAP7pZx1I1kKAdaGYppbugQGlkbEBACoRwBRgAGFgv9AAIjAA+4IF4aDEoaKBB9cAcQIAKhHAABgAHlP39AAr5Oq0yIjVAP7pZx0LraoAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCBtygxKGigQjRAHECACoRwAAYAB5T9/QAK+TqtMcYEQD+6WcbuVx7AHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7ggfXoMShooEJzgBxAgAqEcAAGAAeU/f0ACvk6rMYah0A/ulnGWt4EAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4II0aDFoaOBCscAkQIAKhHAABgAIkAH9AA7UMjGWKBingD+6WSfLC7CgHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7ggnOoM6hrIELyABxAgAqEcAAGAAgS/f0ADpuQxas/aAA/ulnHtKt+g+LlsR287kPYKAAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCCsegxaGjgQzCAHECACoRwAAYACBIB/QAL1i7loODk8D+6WDdNw6ppgB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4ILyKDDoaGBDb8AcQIAKhHAABgAHlAH9AAi9xKwG0n8YP7pZx33nEB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IMwqDEoaKBDrcAcQIAKhHAABgAHlAH9AAi9xKwG0n8YP7pZx3gu4AAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCDb+gxKGigQ+yAHECACoRwAAYAB5QB/QAIvcSsBtJ/GD+6WcdxKn0AHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7gg63oMWho4EQuACRAgAqEcAAGAAeUf/0ACfWVzCGS89AAP7pZx2h5/gAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCD7Kgw6GigRG3AHECACoRwAAYAB5R//QAJ9ZXMIZLOgD+6WcdSM+0AHWhmKaW7oEBpZGxAQAqEcAUYABhYL/QACIwAPuCELigxqGkgRKtAJECACoRwAAYACBJ//QANNkD0TzJ1aAA/ulguP5H7JoAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCEbegyKGmgROpAJECACoRwAAYACJB//QAQngNpzW+NSAA/ulgfalSZbegAAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4ISraDEoaKBFKoAcQIAKhHAABgAHlH/9AAn1lcwF5CaAP7pZxxNKaIAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCE6mgxKGigRWoAHECACoRwAAYAB5R//QAJ9ZXMBeQmgD+6WcbuVlGAHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7ghSqoMShooEWpABxAgAqEcAAGAAeUf/0ACfWVzAWkJQA/ulnGt12qAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IVqKDEoaKBF54AcQIAKhHAABgAHlH/9AAn1lcwbCO+AP7pZxbl6OAAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCFqSgw6GhgRihAHECACoRwAAYAB5T9/QAK979ed0j2wD+6WcREdjgdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCF56gw6GhgRmcAHECACoRwAAYAB5T9/QAK979ed0j2wD+6Wb8L4aAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCGKGgw6GhgRqWAHECACoRwAAYAB5T9/QAK979ed0kB0D+6WYw8DgAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCGZygzKGqgRuUADECACoRwAAYACBP9AwARyBZ4KsA/ulnHtKt+g+LlsR287kPYKAAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCGpagxKGjgRySAHECACoRwAAYACBL9/QAOm7lBHFGmAD+6WDdNw6ppgB1oZimlu6BAaWRsQEAKhHAFGAAYWC/0AAiMAD7ghuUoMOhoYEdigBxAgAqEcAAGAAeU/f0ACvd+UW0kEAA/ulnHfecQHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7ghySoMShooEehwBxAgAqEcAAGAAeU/f0ACvd+UW0kEAA/ulnHeC7gAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IdiqDEoaKBH4EAcQIAKhHAABgAHlP39AAr3flFtJBAAP7pZx3EqfQAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCHoegxKGigSCAAHECACoRwAAYAB5T9/QAK935RbSRBwD+6Wcdoef4AHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7gh+BoMShooEhdwBxAgAqEcAAGAAeU/f0ACvd+UW0kEAA/ulnHUjPtAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IggKDFoaOBInIAcQIAKhHAABgAIEv39AA6buUEcUbnQP7pYLj+R+yaAHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7giF3oMehpYEjbABxAgAqEcAAGAAiQ/f0AEpul3IrixbA/ulgfalSZbegAAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IicqDEoaKBJGgAcQIAKhHAABgAHlP39AAr3flFtJEHAP7pZxxNKaIAdaGZppfugQGlktEBACoRwAAYABhYL/QACIwAAPuCI2ygxKGigSVjAHECACoRwAAYAB5T9/QAK935RbSRBwD+6WcbuVlGAHWhmaaX7oEBpZLRAQAqEcAAGAAYWC/0AAiMAAD7giRooMShooEmXQBxAgAqEcAAGAAeU/f0ACvd+UW0YtIA/ulnGt12qAB1oZmml+6BAaWS0QEAKhHAABgAGFgv9AAIjAAA+4IlYxxTu2uNu4uzgQC3hveBAfGB1A=='

type Context = { params: Promise<{ name: string }> }

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return answer((await params).name, null)
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return answer((await params).name, await request.text())
}

function answer(name: string, body: string | null): Response {
  if (process.env.ROSTER_TEST_ROUTES !== '1') return new Response('Not Found', { status: 404 })
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }
  switch (name) {
    case 'fragment': {
      const how = body === null ? 'GET' : `POST with ${escapeHtml(body)}`
      return new Response(`<h2>A fragment</h2><p>Loaded by ${how}.</p>`, { headers: html })
    }
    case 'missing':
      return new Response('<p>Not here</p>', { status: 404, headers: html })
    case 'forbidden':
      return new Response('<p>Not for you</p>', { status: 403, headers: html })
    case 'clip.webm':
      return new Response(Buffer.from(CLIP_WEBM, 'base64'), {
        headers: { 'Content-Type': 'video/webm', 'Cache-Control': 'no-store' },
      })
    default:
      return new Response('Not Found', { status: 404 })
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
