import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  HTML_PAGE,
  SCRIPT_SVG,
  displayP3Red,
  jpegWithExif,
  manyFrameGif,
  png,
  pngBomb,
} from './fixtures'

/** A hostile image server on 127.0.0.1 with a random port: every misbehaviour the proxy must survive. */

export type UpstreamRequest = { path: string; headers: IncomingHttpHeaders }

export type EvilUpstream = {
  port: number
  requests: UpstreamRequest[]
  connections: () => number
  /** Requests whose path (without query) is `path`. */
  count: (path: string) => number
  close: () => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function send(res: ServerResponse, type: string, body: Buffer | string): void {
  res.writeHead(200, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'set-cookie': 'upstream_session=UPSTREAM-SECRET; Path=/',
    'x-upstream-secret': 'UPSTREAM-SECRET',
  })
  res.end(body)
}

async function stream(res: ServerResponse, chunk: Buffer, pauseMs: number): Promise<void> {
  while (!res.destroyed) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve))
    if (pauseMs) await sleep(pauseMs)
  }
}

export async function startEvilUpstream(): Promise<EvilUpstream> {
  const images = {
    jpeg: await jpegWithExif(),
    png: await png(),
    p3: await displayP3Red(),
    bomb: pngBomb(),
    frames: await manyFrameGif(101),
    fewFrames: await manyFrameGif(12),
  }
  const requests: UpstreamRequest[] = []
  let connections = 0

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream')
    requests.push({ path: url.pathname, headers: req.headers })
    const parts = url.pathname.split('/')
    switch (parts[1]) {
      case 'photo.jpg':
        return send(res, 'image/jpeg', images.jpeg)
      case 'photo.png':
        return send(res, 'image/png', images.png)
      case 'p3.png':
        return send(res, 'image/png', images.p3)
      case 'png-as-octet':
        return send(res, 'application/octet-stream', images.png)
      case 'html-as-png':
        return send(res, 'image/png', HTML_PAGE)
      case 'script.svg':
        return send(res, 'image/svg+xml', SCRIPT_SVG)
      case 'bomb.png':
        return send(res, 'image/png', images.bomb)
      case 'frames.gif':
        return send(res, 'image/gif', images.frames)
      case 'few-frames.gif':
        return send(res, 'image/gif', images.fewFrames)
      case 'slow':
        await sleep(Number(url.searchParams.get('delay') ?? 1000))
        return res.destroyed ? undefined : send(res, 'image/jpeg', images.jpeg)
      case 'trickle': // a byte a second: never idle long enough for an idle timeout
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 1_000_000 })
        return stream(res, Buffer.from([0xff]), 1000)
      case 'endless': // no length, never ends
        res.writeHead(200, { 'content-type': 'image/png' })
        return stream(res, Buffer.alloc(256 * 1024, 0x89), 5)
      case 'liar': // says 1 KB, sends forever
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 1024 })
        return stream(res, Buffer.concat([images.jpeg.subarray(0, 1024), Buffer.alloc(1 << 20)]), 0)
      case 'declared-huge':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 200 * 1024 * 1024 })
        return stream(res, images.jpeg, 50)
      case 'chain': {
        const left = Number(parts[2] ?? 0) // redirects still to come
        if (left <= 0) return send(res, 'image/jpeg', images.jpeg)
        res.writeHead(302, { location: `/chain/${left - 1}` })
        return res.end()
      }
      case 'loop':
        res.writeHead(302, { location: '/loop' })
        return res.end()
      case 'redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' })
        return res.end()
      case 'status':
        res.writeHead(Number(parts[2]), {
          'content-type': 'text/html',
          'set-cookie': 'leak=UPSTREAM-SECRET',
        })
        return res.end('<h1>UPSTREAM-SECRET error page</h1>')
      default:
        res.writeHead(404)
        res.end('UPSTREAM-SECRET not found')
    }
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    requests,
    connections: () => connections,
    count: (path) => requests.filter((request) => request.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
