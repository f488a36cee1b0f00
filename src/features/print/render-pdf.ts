import 'server-only'

import { renderToBuffer } from '@react-pdf/renderer'

import { pageNotFoundMessage } from '@/features/errors/error-messages'
import { getSettings } from '@/lib/data/globals'
import { resolvePath } from '@/lib/data/resolve-path'
import { env } from '@/lib/env'

import { cacheTags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/data/cached'
import { catalogues } from '@/lib/i18n/messages'
import type { Units } from '@/lib/measurements'

import { CardPdf } from './card-pdf'
import { cardImages, parsePrintOptions, pdfFileName, type PrintLayout } from './options'
import { pdfImage } from './pdf-images'
import { busyAnswer, RenderQueueFull, Semaphore, singleFlight } from './render-limits'
import { requestLocale } from '@/lib/i18n/server'
import type { Locale } from '@/lib/i18n/locales'

/** Pixel widths of the pictures in the PDF: sharp enough to print at A4, small enough to mail. */
const LEAD_WIDTH = 1000
const SMALL_WIDTH = 640

/** Seconds a client is told to wait when the cards' queue is full: a card takes under a second. */
const BUSY_RETRY_AFTER_S = 5

/**
 * `GET /print/{book}/{talent}/pdf`. Rendering takes seconds of CPU, so each PDF is made once per
 * talent, layout and units and kept in the data cache under the tags of everything it shows
 * (a publish of the talent, a book, media or settings makes it again); concurrent requests for
 * one PDF share one rendering, at most PRINT_PDF_MAX_RENDERS run at once and at most
 * PRINT_PDF_QUEUE_LENGTH wait (503 with Retry-After beyond).
 */
export async function renderPdfCard(
  bookSlug: string,
  talentSlug: string,
  query: URLSearchParams,
): Promise<Response> {
  const { layout, units } = parsePrintOptions(Object.fromEntries(query))
  let card: CachedCard
  try {
    card = await cachedPdf(await requestLocale(), bookSlug, talentSlug, layout, units)
  } catch (error) {
    if (error instanceof RenderQueueFull) return busyAnswer(BUSY_RETRY_AFTER_S)
    throw error
  }
  if (!card) {
    return Response.json(
      { statusCode: 404, message: pageNotFoundMessage(`/print/${bookSlug}/${talentSlug}/pdf`) },
      { status: 404 },
    )
  }
  return new Response(new Uint8Array(Buffer.from(card.pdf, 'base64')), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName(card.slug)}"`,
      'Cache-Control': 'no-cache',
    },
  })
}

type CachedCard = { slug: string; pdf: string } | null

const cachedPdf = singleFlight(
  cachedRead(
    'print-pdf',
    (locale: Locale, book: string, talent: string, layout: PrintLayout, units: Units) =>
      cardRenders.run(() => renderCard(locale, book, talent, layout, units)),
    (book, talent) => [
      cacheTags.talent(talent),
      cacheTags.book(book),
      cacheTags.media,
      cacheTags.locations,
      cacheTags.settings,
    ],
  ),
)

/**
 * The print cards' own slots and queue. Shortlist packages, which cost up to 50 cards each, have
 * slots of their own (features/shortlist/package-limits.ts), so a card never waits behind a
 * package; the two share the CPU only while both render (react-pdf yields often: a package
 * blocks the event loop for at most about 0.1 s at a time).
 */
export const cardRenders = new Semaphore(env.printPdfMaxRenders, env.printPdfQueueLength)

async function renderCard(
  locale: Locale,
  bookSlug: string,
  talentSlug: string,
  layout: PrintLayout,
  units: Units,
): Promise<CachedCard> {
  const resolution = await resolvePath(locale, `/${bookSlug}/${talentSlug}`)
  if (!resolution || 'redirect' in resolution || resolution.data.kind !== 'talent') return null
  const { talent } = resolution.data
  const media = layout === 'card' ? cardImages(talent) : talent.portfolio.map(({ image }) => image)
  const images = await Promise.all(
    media.map((item, index) =>
      pdfImage(item, index === 0 || layout === 'portfolio' ? LEAD_WIDTH : SMALL_WIDTH),
    ),
  )
  const settings = await getSettings(locale)
  // CardPdf is a plain function of its props (no hooks): called directly it is the <Document>.
  const language = { text: catalogues[locale].measurements, locale }
  const pdf = await renderToBuffer(
    CardPdf({ talent, agency: settings.website.name, images, units, language, layout }),
  )
  // The data cache keeps JSON: the bytes travel as base64.
  return { slug: talent.slug, pdf: Buffer.from(pdf).toString('base64') }
}
