import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { BotProvider } from '@/features/errors/bot-context.client'
import { requestIsBot } from '@/features/errors/is-bot'
import { GalleryDelegate } from '@/features/gallery/gallery-delegate.client'
import { LivePreview } from '@/features/preview/live-preview'
import { bootScript } from '@/features/shell/boot-script'
import { VisitorShell } from '@/features/shell/visitor-shell'
import { getShellGlobals } from '@/lib/data/globals'
import { countSiteRender } from '@/lib/render-count'
import { requestNonce } from '@/lib/security/request-nonce'

import './globals.css'

export const metadata: Metadata = {
  title: 'Roster',
  formatDetection: { telephone: false },
  // The icons are linked by Next from icon.tsx and apple-icon.tsx.
  manifest: '/manifest.webmanifest',
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf8' },
    { media: '(prefers-color-scheme: dark)', color: '#11100e' },
  ],
}

/** The visitor site's document. Payload's admin has its own (app/(payload)/layout.tsx). */
export default async function SiteRootLayout({ children }: { children: React.ReactNode }) {
  countSiteRender()
  const [isBot, { settings }, nonce] = await Promise.all([
    requestIsBot(),
    getShellGlobals(),
    requestNonce(),
  ])
  return (
    // The boot script sets data-theme on <html> before React hydrates it, the shell data-shell.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          // The nonce attribute reads back empty in the browser; React must not mind.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: bootScript(settings.website.default_theme) }}
        />
      </head>
      <body>
        <BotProvider value={isBot}>{children}</BotProvider>
        <VisitorShell />
        <GalleryDelegate />
        <LivePreview />
      </body>
    </html>
  )
}
