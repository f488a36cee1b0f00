import 'server-only'

import { Document, renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'

import { slugify } from '@/cms/fields/reserved-slugs'
import { pageNotFoundMessage } from '@/features/errors/error-messages'
import { CardPage } from '@/features/print/card-pdf'
import { cardImages, parsePrintOptions } from '@/features/print/options'
import { pdfImage } from '@/features/print/pdf-images'
import { singleFlight } from '@/features/print/render-limits'
import { cacheTags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/data/cached'
import { getSettings } from '@/lib/data/globals'
import { resolvePath } from '@/lib/data/resolve-path'
import { getShortlistTalents } from '@/lib/data/shortlist'
import { fill, plural } from '@/lib/i18n/format'
import { catalogues } from '@/lib/i18n/messages'
import type { Units } from '@/lib/measurements'
import { talentPath } from '@/lib/paths'

import { TALENTS_PARAM } from './constants'
import {
  admitPackageRender,
  asRequestedBy,
  inPackageSlot,
  PackageRefused,
  refusalAnswer,
} from './package-limits'
import { canonicalList, pageOrder, reorderPages } from './package-order'
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
 *
 * A package is made once per set of published talents, units and language, and kept in the
 * data cache under the tags of everything it shows (a publish makes it again); the visitor's
 * order is restored from it by reordering its pages (package-order.ts). Slugs that name no
 * published talent never reach the key, so the keys are bounded by the agency's own talents and
 * MAX_SHORTLIST. A package not cached yet is limited per address and queued (package-limits.ts).
 */
export async function renderPackagePdf(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const requested = parseShortlist(query.get(TALENTS_PARAM) ?? '')
  const { units } = parsePrintOptions(Object.fromEntries(query))
  const locale = await requestLocale()
  const { talents } = await getShortlistTalents(locale, requested)
  const listed = talents.map(({ slug }) => slug)
  let made: CachedPackage = null
  try {
    if (listed.length > 0) {
      const list = canonicalList(listed).join(',')
      made = await asRequestedBy(request.headers, () => cachedPackage(locale, list, units))
    }
  } catch (error) {
    if (error instanceof PackageRefused) return refusalAnswer(error)
    throw error
  }
  if (!made) {
    return Response.json(
      { statusCode: 404, message: pageNotFoundMessage('/shortlist/pdf') },
      { status: 404 },
    )
  }
  const pdf = inVisitorsOrder(Buffer.from(made.pdf, 'base64'), pageOrder(made.pages, listed))
  const settings = await getSettings(locale)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${packageFileName(settings.website.name, new Date())}"`,
      'Cache-Control': 'no-cache',
    },
  })
}

/** The package with its pages in `order`; as made (sorted) if its page tree cannot be read. */
function inVisitorsOrder(pdf: Buffer, order: number[]): Buffer {
  try {
    return reorderPages(pdf, order)
  } catch (error) {
    console.error('[shortlist pdf] Sent in the sorted order:', error)
    return pdf
  }
}

/** The package's pages, one talent's slug each, and its bytes (base64: the data cache keeps JSON). */
type CachedPackage = { pages: string[]; pdf: string } | null

// On a miss only: the address is charged and the queue asked before rendering; a refusal
// throws, so nothing is kept for the key.
const cachedPackage = cachedRead(
  'shortlist-pdf',
  async (locale: Locale, list: string, units: Units) => {
    await admitPackageRender()
    return renderOnce(locale, list, units)
  },
  () => [cacheTags.content, cacheTags.media, cacheTags.locations, cacheTags.settings],
)

const renderOnce = singleFlight((locale: Locale, list: string, units: Units) =>
  inPackageSlot(() => renderPackage(locale, list.split(','), units)),
)

async function renderPackage(
  locale: Locale,
  slugs: string[],
  units: Units,
): Promise<CachedPackage> {
  const { talents: listed } = await getShortlistTalents(locale, slugs)
  if (listed.length === 0) return null
  const settings = await getSettings(locale)
  const agency = settings.website.name
  const language = { text: catalogues[locale].measurements, locale }
  const text = catalogues[locale].shortlist
  const cards = []
  const pages: string[] = []
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
    pages.push(slug)
  }
  if (cards.length === 0) return null
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
  const pdf = await renderToBuffer(document)
  return { pages, pdf: Buffer.from(pdf).toString('base64') }
}
