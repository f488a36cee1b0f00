import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

/**
 * The proxy (src/proxy.ts) runs on every path, so Next holds a copy of each request body for it,
 * cut at this size (Next's default, 10 MB, is below one application of phone photos). It follows
 * SUBMISSION_MAX_BODY_BYTES (src/lib/env.ts, same default), read when the server starts, plus
 * one byte: the route itself sees anything larger and answers 413.
 */
function proxyBodyLimit(): number {
  const raw = Number(process.env.SUBMISSION_MAX_BODY_BYTES || 60 * 1024 * 1024)
  return (Number.isInteger(raw) && raw > 0 ? raw : 60 * 1024 * 1024) + 1
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    proxyClientMaxBodySize: proxyBodyLimit(),
    turbopackChunking: {
      requestCost: 1_000_000,
      maxChunkCountPerGroup: 2,
      minChunkSize: 1_000_000,
      maxMergeChunkSize: 2_000_000,
    },
  },
  reactStrictMode: true,
  // No telemetry, no fonts or images from the internet: the site builds and runs offline.
  images: { unoptimized: true },
  turbopack: {
    root: import.meta.dirname,
    // In the browser next/dynamic is a plain React.lazy; the half that only runs on the server
    // stays there (src/lib/next-dynamic.browser.tsx, decision 0016).
    // (Next maps `next/dynamic` to this module before any alias of ours applies.)
    resolveAlias: {
      'next/dist/shared/lib/app-dynamic': { browser: './src/lib/next-dynamic.browser.tsx' },
    },
  },
  // One copy of Payload on the server: bundled into several chunks, its error classes stop
  // matching `instanceof`, and the admin loses the field messages of a validation error.
  // react-pdf renders with its own React reconciler, which needs Node's React, not the server
  // components build; heic-decode carries libheif as 2 MB of WebAssembly, loaded as it is.
  serverExternalPackages: ['payload', '@react-pdf/renderer', 'heic-decode'],
  // `npm run typecheck` checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The data cache, which tells the front's page cache of every publish (src/server): Next's own
  // for one instance, or one in Redis that several instances share (REDIS_URL). Chosen when the
  // server starts, so REDIS_URL need not be set at build time.
  cacheHandler: path.join(
    import.meta.dirname,
    process.env.REDIS_URL
      ? 'src/lib/cache/redis-cache-handler.mjs'
      : 'src/lib/cache/local-cache-handler.mjs',
  ),
  // Read in memory within this budget (DATA_CACHE_MAX_MB); in Redis, reads always go to Redis.
  cacheMaxMemorySize: process.env.REDIS_URL
    ? 0
    : Number(process.env.DATA_CACHE_MAX_MB || 32) * 1024 * 1024,
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every response for the colour-scheme client hint with `Critical-CH`, which makes
 * Chrome restart the navigation. The admin needs it; visitor pages must not pay for it.
 */
const config: NextConfig = {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
}

export default config
