import 'server-only'

import { Document, renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'

import { slugify } from '@/cms/fields/reserved-slugs'
import { pageNotFoundMessage } from '@/features/errors/error-messages'
import { CardPage } from '@/features/print/card-pdf'
import { cardImages, parsePrintOptions } from '@/features/print/options'
import { singleFlight } from '@/features/print/render-limits'
import { pdfImage, renders } from '@/features/print/render-pdf'
import { getSettings } from '@/lib/data/globals'
import { resolvePath } from '@/lib/data/resolve-path'
import { getShortlistTalents } from '@/lib/data/shortlist'
import { fill, plural } from '@/lib/i18n/format'
import { catalogues } from '@/lib/i18n/messages'
import type { Units } from '@/lib/measurements'
import { talentPath } from '@/lib/paths'

import { TALENTS_PARAM } from './constants'
import { parseShortlist } from './shortlist'
import { requestLocale } from '@/lib/i18n/server'
import type { Locale } from '@/lib/i18n/locales'

/** Pixel widths of a package's pictures: up to 50 cards, so smaller than a single card's. */
const LEAD_WIDTH = 800
const SMALL_WIDTH = 480

/** "{agency}-shortlist-{YYYY-MM-DD}.pdf", the date in UTC. */
export const packageFileName = (agency: string, date: Date) =>
  `${slugify(agency) || 'shortlist'}-shortlist-${date.toISOString().slice(0, 10)}.pdf`

/**
 * `GET /shortlist/pdf?talents=a,b,c[&units=in]`: the shortlist as a package, one card per talent
 * and page, in the list's order. Talents no longer shown are left out; none at all is a 404.
 * Made on request (a package of 50 cards is too large for the data cache), one rendering per
 * list and units at a time, within the print PDF slots (PRINT_PDF_MAX_RENDERS).
 */
export async function renderPackagePdf(query: URLSearchParams): Promise<Response> {
  const slugs = parseShortlist(query.get(TALENTS_PARAM) ?? '')
  const { units } = parsePrintOptions(Object.fromEntries(query))
  const locale = await requestLocale()
  const pdf = slugs.length > 0 ? await packagePdf(locale, slugs.join(','), units) : null
  if (!pdf) {
    return Response.json(
      { statusCode: 404, message: pageNotFoundMessage('/shortlist/pdf') },
      { status: 404 },
    )
  }
  const settings = await getSettings(locale)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${packageFileName(settings.website.name, new Date())}"`,
      'Cache-Control': 'no-cache',
    },
  })
}

const packagePdf = singleFlight((locale: Locale, list: string, units: Units) =>
  renders.run(() => renderPackage(locale, list.split(','), units)),
)

async function renderPackage(
  locale: Locale,
  slugs: string[],
  units: Units,
): Promise<Buffer | null> {
  const { talents: listed } = await getShortlistTalents(locale, slugs)
  if (listed.length === 0) return null
  const settings = await getSettings(locale)
  const agency = settings.website.name
  const language = { text: catalogues[locale].measurements, locale }
  const text = catalogues[locale].shortlist
  const cards = []
  for (const { book, slug } of listed) {
    const resolution = await resolvePath(locale, talentPath(book.slug, slug))
    if (!resolution || 'redirect' in resolution || resolution.data.kind !== 'talent') continue
    const { talent } = resolution.data
    const images = await Promise.all(
      cardImages(talent).map((media, index) =>
        pdfImage(media, index === 0 ? LEAD_WIDTH : SMALL_WIDTH),
      ),
    )
    cards.push(CardPage({ talent, agency, images, units, language, layout: 'card' }))
  }
  const document = createElement(
    Document,
    {
      title: fill(text.pdfTitle, { agency }),
      author: agency,
      subject: fill(plural(locale, cards.length, text.pdfSubject), {
        count: cards.length,
        agency,
      }),
    },
    ...cards,
  )
  return renderToBuffer(document)
}
