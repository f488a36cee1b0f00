import 'server-only'

import { Document, renderToBuffer } from '@react-pdf/renderer'
import type { Payload } from 'payload'
import { createElement } from 'react'

import { slugify } from '@/cms/fields/reserved-slugs'
import { CardPage } from '@/features/print/card-pdf'
import { CARD_IMAGES, parsePrintOptions } from '@/features/print/options'
import { pdfImage } from '@/features/print/pdf-images'
import { inPackageSlot, PackageRefused, refusalAnswer } from '@/features/shortlist/package-limits'
import { getSettings } from '@/lib/data/globals'
import type { PublicMedia } from '@/lib/data/types'
import { fill } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import type { Units } from '@/lib/measurements'
import type { Package, Talent } from '@/payload-types'

import { findLink } from './link'

/** Pixel widths of the pictures, as a shortlist PDF's: one card per talent, up to thirty. */
const LEAD_WIDTH = 800
const SMALL_WIDTH = 480

/** The address of a package's PDF, through its link only. */
export const pdfUrl = (token: string) => `/api/_packages/${token}/pdf`

/** Never kept anywhere: the PDF is the client's own, and may show what the site does not. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: PRIVATE })

/**
 * `GET /api/_packages/{token}/pdf[?units=in]`: the package as its client sees it, one A4 page per
 * talent (the print card's layout) with the first CARD_IMAGES chosen pictures, measurements where
 * the package shows them, in the package's language. Only when the package allows a download
 * (403 otherwise); 404 for an unknown link and 410 for an expired or revoked one, like its other
 * routes. Made afresh each time (never cached: it may hold pictures the site does not show), in
 * the shortlist PDFs' render slots, so PDFs never take more CPU together than those allow.
 */
export async function packagePdf(
  payload: Payload,
  token: string,
  query: URLSearchParams,
  now = Date.now(),
): Promise<Response> {
  const link = await findLink(payload, token, now)
  if (link.kind === 'unknown') return refuse(404, 'Not found')
  if (link.kind === 'gone')
    return refuse(410, `This link has ${link.reason === 'expired' ? 'expired' : 'been withdrawn'}`)
  if (!link.pkg.allowDownload) return refuse(403, 'This package has no PDF')
  const { units } = parsePrintOptions(Object.fromEntries(query))
  let pdf: Buffer
  try {
    pdf = await inPackageSlot(() => renderPackage(link.pkg, link.locale, units))
  } catch (error) {
    if (error instanceof PackageRefused) return refusalAnswer(error)
    throw error
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${slugify(link.pkg.title) || 'package'}.pdf"`,
    },
  })
}

type ShownRow = NonNullable<Package['talents']>[number] & { talent: Talent }

async function renderPackage(pkg: Package, locale: Locale, units: Units): Promise<Buffer> {
  const settings = await getSettings(locale)
  const agency = settings.website.name
  const language = { text: catalogues[locale].measurements, locale }
  const rows = (pkg.talents ?? []).filter(
    (row): row is ShownRow => typeof row.talent === 'object' && row.talent !== null,
  )
  const pages = await Promise.all(
    rows.map(async (row) => {
      const media = (row.pictures ?? [])
        .filter((picture): picture is PublicMedia & typeof picture => typeof picture === 'object')
        .slice(0, CARD_IMAGES)
      const images = await Promise.all(
        media.map((picture, index) => pdfImage(picture, index === 0 ? LEAD_WIDTH : SMALL_WIDTH)),
      )
      const measurements = row.showMeasurements === false ? {} : row.talent.measurements
      const talent = { name: row.talent.name, measurements }
      return CardPage({ talent, agency, images, units, language, layout: 'card' })
    }),
  )
  const title = fill(catalogues[locale].packages.title, {
    client: pkg.client.company || pkg.client.name,
  })
  return renderToBuffer(createElement(Document, { title, author: agency }, ...pages))
}
