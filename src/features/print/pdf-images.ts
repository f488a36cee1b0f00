import 'server-only'

import path from 'node:path'

import sharp from 'sharp'

import type { PublicMedia } from '@/lib/data/types'
import { env } from '@/lib/env'
import { objectPosition } from '@/lib/focal-point'
import { fileStore } from '@/lib/storage/storage'

import type { PdfImage } from './card-pdf'
import { singleFlight } from './render-limits'

type Picture = Pick<PdfImage, 'data' | 'width' | 'height'>

/**
 * Pictures made for PDFs, kept in memory within PDF_IMAGE_CACHE_MB (least recently used first
 * out) and shared by print cards and shortlist packages: the resize is most of a card's cost,
 * so a package of 30 talents whose cards were printed before only lays out its pages. A file
 * changed in the admin gets a new `updatedAt`, hence a new key; the old entry ages out.
 */
const budget = env.pdfImageCacheMb * 1024 * 1024
let bytes = 0
/** Map order is recency order: a hit moves its entry to the end, eviction takes from the front. */
const pictures = new Map<string, Picture>()

function remember(key: string, picture: Picture): void {
  if (picture.data.length > budget) return
  pictures.delete(key)
  pictures.set(key, picture)
  bytes += picture.data.length
  for (const [oldKey, old] of pictures) {
    if (bytes <= budget) break
    pictures.delete(oldKey)
    bytes -= old.data.length
  }
}

/** A media file as a JPEG at most `width` pixels wide, for a PDF, with its focal point. */
export async function pdfImage(media: PublicMedia, width: number): Promise<PdfImage> {
  const file = `${path.basename(media.filename ?? '')}\n${media.updatedAt}`
  const key = `${file}\n${width}`
  let picture = pictures.get(key)
  if (picture) {
    pictures.delete(key)
    pictures.set(key, picture)
  } else {
    picture = await resized(key, file, width)
    if (!pictures.has(key)) remember(key, picture)
  }
  return { ...picture, position: objectPosition(media) }
}

// Two PDFs showing the same picture at once resize it once.
const resized = singleFlight(async (_key: string, file: string, width: number) => {
  const source = keptLarger(file, width) ?? (await original(file.split('\n')[0]!))
  const { data, info } = await sharp(source)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
})

/**
 * The smallest kept picture of the file at least `width` wide: a package's pictures (800 and
 * 480 px) are made from a printed card's (1000 and 640 px) in about half the time the original
 * takes, at a loss that does not show in print.
 */
function keptLarger(file: string, width: number): Buffer | undefined {
  let best: Picture | undefined
  for (const [key, picture] of pictures) {
    if (!key.startsWith(`${file}\n`) || picture.width < width) continue
    if (!best || picture.width < best.width) best = picture
  }
  return best?.data
}

async function original(filename: string): Promise<Buffer> {
  const data = await fileStore().read('media', filename)
  if (!data) throw new Error(`Media file missing from storage: ${filename}`)
  return data
}
