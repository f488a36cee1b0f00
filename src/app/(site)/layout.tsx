import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { BotProvider } from '@/features/errors/bot-context.client'
import { requestIsBot } from '@/features/errors/is-bot'
import { GalleryDelegate } from '@/features/gallery/gallery-delegate.client'

import './globals.css'

export const metadata: Metadata = {
  title: 'Roster',
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf8' },
    { media: '(prefers-color-scheme: dark)', color: '#11100e' },
  ],
}

/** The visitor site's document. Payload's admin has its own (app/(payload)/layout.tsx). */
export default async function SiteRootLayout({ children }: { children: React.ReactNode }) {
  const isBot = await requestIsBot()
  return (
    <html lang="en">
      <body>
        <BotProvider value={isBot}>{children}</BotProvider>
        <GalleryDelegate />
      </body>
    </html>
  )
}
