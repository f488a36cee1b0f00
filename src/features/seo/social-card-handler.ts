import 'server-only'

import path from 'node:path'

import {
  etagOf,
  findVariant,
  singleFlight,
  storeVariant,
  variantKey,
} from '@/features/image-proxy/cache'
import { MAX_TRANSFORMS, QUEUE_LENGTH, QUEUE_WAIT_MS } from '@/features/image-proxy/constants'
import { Limiter } from '@/features/image-proxy/limiter'
import { errorResponse, variantResponse } from '@/features/image-proxy/responses'
import { getSettings } from '@/lib/data/globals'
import { resolvePath } from '@/lib/data/resolve-path'
import type { PageData, PublicMedia } from '@/lib/data/types'
import { focalPoint } from '@/lib/focal-point'
import { localeOfPath, pathWithoutLocale } from '@/lib/i18n/locales'
import { fileStore } from '@/lib/storage/storage'

import {
  BOOK_CARD_PICTURES,
  SOCIAL_CARD_CACHE_CONTROL,
  SOCIAL_CARD_QUALITY,
  SOCIAL_CARD_WIDTH,
} from './constants'
import { renderSocialCard, type CardPicture } from './social-card'

/** A crawler asking for many cards at once waits (or gets a 503) instead of taking every core. */
const drawing = new Limiter(MAX_TRANSFORMS, QUEUE_LENGTH, QUEUE_WAIT_MS)

/** The pictures a card shows: a talent's first card image (or portrait), a book's first talents'. */
function cardPictures(data: PageData): PublicMedia[] {
  switch (data.kind) {
    case 'talent': {
      const picture = data.talent.cardImages[0] ?? data.talent.portfolio[0]?.image
      return picture ? [picture] : []
    }
    case 'book':
      return data.talents
        .map((talent) => talent.image)
        .filter((image) => image !== null)
        .slice(0, BOOK_CARD_PICTURES)
    case 'page':
      return []
  }
}

async function readPicture(media: PublicMedia): Promise<CardPicture | null> {
  if (!media.filename || !media.mimeType?.startsWith('image/')) return null
  const data = await fileStore()
    .read('media', path.basename(media.filename))
    .catch(() => null)
  return data && { data, focal: focalPoint(media) }
}

/**
 * `GET /image/social/{book}[/{talent}]`: the sharing card of a book or talent, made once per
 * content version (its name, its pictures with their focal points and the site name key it) and
 * kept in the image proxy's variant cache, so crawlers fetching it again cost a file read. A
 * page in another language has its card under its own address (`/image/social/es/women` for
 * `/es/women`): the proxy gives `/image` no language. The language keys a card through its
 * title, so a card whose words are the same in both (a talent's name) is drawn once.
 */
export async function handleSocialCard(request: Request, segments: string[]): Promise<Response> {
  try {
    const pagePath = `/${segments.join('/')}`
    const locale = localeOfPath(pagePath)
    const resolution = await resolvePath(locale, pathWithoutLocale(pagePath))
    if (!resolution || 'redirect' in resolution || resolution.data.kind === 'page') {
      return new Response('Not found', { status: 404 })
    }
    const { data } = resolution
    const { website } = await getSettings(locale)
    const pictures = cardPictures(data)
    const identity = JSON.stringify([
      'social-card',
      data.title,
      website.name,
      // A new focal point also moves updatedAt; named here all the same, as it changes the crop.
      pictures.map((picture) => [picture.filename, picture.updatedAt, focalPoint(picture)]),
    ])
    const key = variantKey({
      source: identity,
      width: SOCIAL_CARD_WIDTH,
      quality: SOCIAL_CARD_QUALITY,
      accept: 'source',
    })
    const variant =
      (await findVariant(key)) ??
      (await singleFlight(key, async () => {
        const bytes = (await Promise.all(pictures.map(readPicture))).filter(
          (picture) => picture !== null,
        )
        const card = await drawing.run(() =>
          renderSocialCard({
            title: data.title,
            siteName: website.name,
            pictures: bytes,
          }),
        )
        return storeVariant(key, { format: 'jpeg', etag: etagOf(card), expiresAt: null }, card)
      }))
    return (
      (await variantResponse(request, variant, SOCIAL_CARD_CACHE_CONTROL)) ??
      // The stored file vanished under a cache sweep: the next ask draws it again.
      new Response('Try again', { status: 503, headers: { 'Retry-After': '1' } })
    )
  } catch (error) {
    return errorResponse(error)
  }
}
