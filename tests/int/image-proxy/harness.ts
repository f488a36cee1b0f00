import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEvilUpstream, type EvilUpstream } from './evil-upstream'
import { installNetworkGuard, type NetworkGuard } from './network-guard'

/**
 * One proxy under test per test file: a temporary media folder and image cache, the evil upstream,
 * the network guard, and the route handler imported after the environment is set (env.ts and the
 * proxy's constants read process.env once, at import).
 */

export type Harness = {
  upstream: EvilUpstream
  guard: NetworkGuard
  mediaDir: string
  cacheDir: string
  /** An allowlisted URL on the evil upstream (img.allowed.test resolves to 127.0.0.1). */
  remote: (pathAndQuery: string, host?: string) => string
  /** Calls the route handler as Next would: `GET /image/proxy?{query}`. */
  get: (
    query: Record<string, string> | string,
    headers?: Record<string, string>,
  ) => Promise<Response>
  /** Who may fetch a media file (everyone unless set): what the site's data would say. */
  audiences: Map<string, 'staff' | undefined>
  /** The test-only loopback switch (IMAGE_PROXY_TEST_ALLOW_LOOPBACK). */
  allowLoopback: (on: boolean) => void
  close: () => Promise<void>
}

/** Literal addresses put on the allowlist so that only the address check can refuse them. */
export const LITERAL_HOSTS = [
  '127.0.0.1',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '0.0.0.0',
  '224.0.0.1',
  '[::1]',
  '[::]',
  '[::ffff:7f00:1]',
  '[fd00::1]',
  '[fe80::1]',
]

export const TEST_HOSTS = ['img', 'rebind', 'mixed', 'private', 'loop'].map(
  (name) => `${name}.allowed.test`,
)

export async function startHarness(extraEnv: Record<string, string> = {}): Promise<Harness> {
  const guard = installNetworkGuard()
  const upstream = await startEvilUpstream()
  const root = await mkdtemp(path.join(tmpdir(), 'roster-image-proxy-'))
  const mediaDir = path.join(root, 'media')
  const cacheDir = path.join(root, 'cache')
  await mkdir(mediaDir)
  const { port } = upstream
  for (const host of TEST_HOSTS) guard.answer(host, ['127.0.0.1'])
  guard.answer('evil.test', ['127.0.0.1'])

  Object.assign(process.env, {
    MEDIA_DIR: mediaDir,
    IMAGE_CACHE_DIR: cacheDir,
    SITE_URL: 'http://localhost:3000',
    IMAGE_PROXY_ALLOWED_HOSTS: [
      ...TEST_HOSTS.map((host) => `${host}:${port}`),
      `127.0.0.1:${port}`,
      ...LITERAL_HOSTS,
    ].join(','),
    IMAGE_PROXY_TEST_ALLOW_LOOPBACK: '1',
    ...extraEnv,
  })
  // The proxy alone, without a database: a file in the folder is everyone's unless a test says
  // otherwise (which media visitors may fetch is tested with Payload in
  // tests/int/media-publicity.test.ts).
  const audiences: Harness['audiences'] = new Map()
  const { handleImageProxy } = await import('@/features/image-proxy/handler')
  const GET = (request: Request) =>
    handleImageProxy(request, async (filename) =>
      audiences.has(filename) ? audiences.get(filename) : 'everyone',
    )

  const get: Harness['get'] = (query, headers = {}) => {
    const search = typeof query === 'string' ? query : new URLSearchParams(query).toString()
    return GET(new Request(`http://localhost:3000/image/proxy?${search}`, { headers }))
  }
  return {
    upstream,
    guard,
    mediaDir,
    cacheDir,
    remote: (pathAndQuery, host = 'img.allowed.test') => `http://${host}:${port}${pathAndQuery}`,
    get,
    audiences,
    allowLoopback: (on) => {
      process.env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK = on ? '1' : '0'
    },
    close: async () => {
      guard.restore()
      await upstream.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}

export async function imageMeta(response: Response) {
  const { default: sharp } = await import('sharp')
  return sharp(Buffer.from(await response.arrayBuffer())).metadata()
}
