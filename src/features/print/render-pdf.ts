import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { renderToBuffer } from '@react-pdf/renderer'
import sharp from 'sharp'

import { pageNotFoundMessage } from '@/features/errors/error-messages'
import { getSettings } from '@/lib/data/globals'
import { resolvePath } from '@/lib/data/resolve-path'
import type { PublicMedia } from '@/lib/data/types'
import { env } from '@/lib/env'

import { CardPdf, type PdfImage } from './card-pdf'
import { cardImages, parsePrintOptions, pdfFileName } from './options'

/** Pixel widths of the pictures in the PDF: sharp enough to print at A4, small enough to mail. */
const LEAD_WIDTH = 1000
const SMALL_WIDTH = 640

async function pdfImage(media: PublicMedia, width: number): Promise<PdfImage> {
  const file = path.join(env.mediaDir, path.basename(media.filename ?? ''))
  const { data, info } = await sharp(await readFile(file))
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

export async function renderPdfCard(
  bookSlug: string,
  talentSlug: string,
  query: URLSearchParams,
): Promise<Response> {
  const talentAddress = `/${bookSlug}/${talentSlug}`
  const resolution = await resolvePath(talentAddress)
  if (!resolution || 'redirect' in resolution || resolution.data.kind !== 'talent') {
    return Response.json(
      { statusCode: 404, message: pageNotFoundMessage(`/print${talentAddress}/pdf`) },
      { status: 404 },
    )
  }
  const { talent } = resolution.data
  const options = parsePrintOptions(Object.fromEntries(query))
  const media =
    options.layout === 'card' ? cardImages(talent) : talent.portfolio.map(({ image }) => image)
  const images = await Promise.all(
    media.map((item, index) =>
      pdfImage(item, index === 0 || options.layout === 'portfolio' ? LEAD_WIDTH : SMALL_WIDTH),
    ),
  )
  const settings = await getSettings()
  // CardPdf is a plain function of its props (no hooks): called directly it is the <Document>.
  const pdf = await renderToBuffer(
    CardPdf({
      talent,
      agency: settings.website.name,
      images,
      units: options.units,
      layout: options.layout,
    }),
  )
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName(talent.slug)}"`,
      'Cache-Control': 'no-cache',
    },
  })
}
