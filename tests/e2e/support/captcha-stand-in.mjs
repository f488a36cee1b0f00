/**
 * reCAPTCHA v3 for the end-to-end server, on loopback: `GET /recaptcha/api.js` defines
 * window.grecaptcha (ready, execute) as Google's script does, and `POST /recaptcha/api/siteverify`
 * answers in Google's shape. A token made by the script passes for the action and host it was
 * made for; `?captcha-score=` on the page URL is carried into the token, so a test can play a bot.
 */
import { createServer } from 'node:http'

const SCRIPT = `(() => {
  const score = new URLSearchParams(location.search).get('captcha-score') || '0.9'
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (siteKey, { action }) =>
      Promise.resolve(
        ['e2e', siteKey, action, location.hostname, score, crypto.randomUUID()]
          .map(encodeURIComponent)
          .join(':'),
      ),
  }
  const badge = document.createElement('div')
  badge.className = 'grecaptcha-badge'
  badge.dataset.style = 'bottomleft'
  badge.textContent = 'reCAPTCHA'
  document.body.appendChild(badge)
})()`

export function startCaptchaStandIn(port, secret) {
  const verified = new Set()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SCRIPT)
      return
    }
    if (request.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const form = new URLSearchParams(body)
        const token = form.get('response') ?? ''
        const [tag, , action, hostname, score] = token.split(':').map(decodeURIComponent)
        const known = tag === 'e2e' && form.get('secret') === secret
        const reused = verified.has(token)
        verified.add(token)
        const answer =
          known && !reused
            ? {
                success: true,
                action,
                hostname,
                score: Number(score),
                challenge_ts: new Date().toISOString(),
              }
            : {
                success: false,
                'error-codes': [reused ? 'timeout-or-duplicate' : 'invalid-input-response'],
              }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
      })
      return
    }
    response.writeHead(404).end()
  })
  server.listen(port, '127.0.0.1')
  return server
}
