import { fileStore } from '@/lib/storage/storage'
import { MAX_SOURCE_BYTES, REMOTE_CACHE_TTL_S } from './constants'
import { ProxyError } from './errors'
import type { ProxyParams } from './params'
import { fetchRemoteImage } from './safe-fetch'
import { assertRemoteAllowed } from './source-policy'

/** A source the proxy may read, identified well enough to key its cached variants. */
export type ResolvedSource = {
  kind: 'media' | 'remote'
  /** Changes whenever the content may have changed. */
  identity: string
  allowSvg: boolean
  /** Epoch ms when a variant of it goes stale; null: never (the identity tracks the file). */
  expiresAt: number | null
  load: () => Promise<Buffer>
}

async function resolveMedia(filename: string): Promise<ResolvedSource> {
  // parseProxyParams allows one plain file name; the store refuses anything else a second time.
  const store = fileStore()
  const info = await store.stat('media', filename)
  if (!info) throw new ProxyError(404, 'Image not found')
  if (info.size > MAX_SOURCE_BYTES) throw new ProxyError(413, 'Source image too large')
  return {
    kind: 'media',
    identity: `media:${filename}:${info.size}:${info.version}`,
    allowSvg: true,
    expiresAt: null,
    load: async () => {
      const data = await store.read('media', filename)
      if (!data) throw new ProxyError(404, 'Image not found')
      if (data.length > MAX_SOURCE_BYTES) throw new ProxyError(413, 'Source image too large')
      return data
    },
  }
}

function resolveRemote(url: URL, version: string | null, referer: string | null): ResolvedSource {
  // Refused here, before any DNS query or connection; checked again on every redirect and socket.
  assertRemoteAllowed(url)
  return {
    kind: 'remote',
    identity: `remote:${url.href}:${version ?? ''}`,
    allowSvg: false,
    expiresAt: Date.now() + REMOTE_CACHE_TTL_S * 1000,
    load: () => fetchRemoteImage(url, referer),
  }
}

export async function resolveSource(params: ProxyParams): Promise<ResolvedSource> {
  const { source, version, referer } = params
  if (source.kind === 'media') return resolveMedia(source.filename)
  return resolveRemote(source.url, version, referer)
}
