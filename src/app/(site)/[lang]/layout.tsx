import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { BotProvider } from '@/features/errors/bot-context.client'
import { requestIsBot } from '@/features/errors/is-bot'
import { APPLE_ICON_SIZE, PAGE_ICON_SIZE, pngIconPath } from '@/features/icons/constants'
import { GalleryDelegate } from '@/features/gallery/gallery-delegate.client'
import { LanguageSuggestion } from '@/features/languages/lazy.client'
import { DraftBar } from '@/features/preview/draft-bar'
import { LivePreview } from '@/features/preview/live-preview'
import { bootScript } from '@/features/shell/boot-script'
import { VisitorShell } from '@/features/shell/visitor-shell'
import { getShellGlobals } from '@/lib/data/globals'
import { fontVariables } from '@/lib/fonts/site-fonts'
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/locales'
import { PageLanguageProvider } from '@/lib/i18n/messages-context.client'
import { browserMessages, type BrowserMessages } from '@/lib/i18n/messages/en'
import { catalogues } from '@/lib/i18n/messages'
import { countSiteRender } from '@/lib/render-count'
import { requestNonce } from '@/lib/security/request-nonce'

import '../globals.css'

const sized = (side: number) => `${side}x${side}`

export const metadata: Metadata = {
  title: 'Roster',
  formatDetection: { telephone: false },
  icons: {
    icon: { url: pngIconPath(PAGE_ICON_SIZE), type: 'image/png', sizes: sized(PAGE_ICON_SIZE) },
    apple: { url: pngIconPath(APPLE_ICON_SIZE), type: 'image/png', sizes: sized(APPLE_ICON_SIZE) },
  },
  manifest: '/manifest.webmanifest',
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf8' },
    { media: '(prefers-color-scheme: dark)', color: '#11100e' },
  ],
}

/** The suggestion to read another language speaks that language: it gets each one's words. */
const LANGUAGE_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, catalogues[locale].language]),
) as Record<Locale, (typeof catalogues)['en']['language']>

/** What every page's browser code reads of its language's catalogue, made once per language. */
const PAGE_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, browserMessages(catalogues[locale])]),
) as Record<Locale, BrowserMessages>

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> }

/**
 * The visitor site's document, in the language of its address (src/proxy.ts routes `/faq` here
 * as `en`, `/es/faq` as `es`). Payload's admin has its own (app/(payload)/layout.tsx).
 */
export default async function SiteRootLayout({ children, params }: Props) {
  countSiteRender()
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [isBot, { settings }, nonce] = await Promise.all([
    requestIsBot(),
    getShellGlobals(lang),
    requestNonce(),
  ])
  return (
    // The boot script sets data-theme on <html> before React hydrates it, the shell data-shell.
    <html lang={lang} className={fontVariables} suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          // The nonce attribute reads back empty in the browser; React must not mind.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: bootScript(settings.website.default_theme) }}
        />
      </head>
      <body>
        <PageLanguageProvider locale={lang} messages={PAGE_MESSAGES[lang]}>
          <BotProvider value={isBot}>{children}</BotProvider>
          <VisitorShell />
          <GalleryDelegate />
          <LivePreview />
          <DraftBar />
          <LanguageSuggestion texts={LANGUAGE_TEXTS} />
        </PageLanguageProvider>
      </body>
    </html>
  )
}
