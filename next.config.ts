import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // No telemetry, no fonts or images from the internet: the site builds and runs offline.
  images: { unoptimized: true },
  turbopack: { root: import.meta.dirname },
  // One copy of Payload on the server: bundled into several chunks, its error classes stop
  // matching `instanceof`, and the admin loses the field messages of a validation error.
  // react-pdf renders with its own React reconciler, which needs Node's React, not the server
  // components build; heic-decode carries libheif as 2 MB of WebAssembly, loaded as it is.
  serverExternalPackages: ['payload', '@react-pdf/renderer', 'heic-decode'],
  // `npm run typecheck` checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Several instances share one data cache, and hear of each other's publishes, through Redis.
  // Read when the server starts, so REDIS_URL need not be set at build time.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.join(import.meta.dirname, 'src/lib/cache/redis-cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : {}),
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
