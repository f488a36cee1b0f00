import { CAPTION_ALT_MAX, VIDEO_RATIO } from './constants'

/**
 * What one `data-gallery` element asks the lightbox to show, read from its attributes:
 * `href` or `data-src` (the source), `data-caption` (may hold simple markup), `data-type`
 * (overrides detection), `data-poster` and `data-width`/`data-height` (videos), `data-thumb`
 * (thumbnail) and `data-ajax` (a POST body for an HTML fragment).
 */
export type GalleryItemType =
  'image' | 'video' | 'youtube' | 'vimeo' | 'iframe' | 'inline' | 'ajax' | 'unknown'

export type GalleryItem = {
  type: GalleryItemType
  src: string
  /** The caption as written, markup included; empty when there is none. */
  caption: string
  /** The caption without markup, cut at 1000 characters: the image's alt text. */
  alt: string
  thumb?: string
  /** The CSS `object-position` of the thumbnail: its picture's focal point. */
  thumbPosition?: string
  poster?: string
  width?: number
  height?: number
  /** For HTML fragments: sent as a POST body; without it the fragment is fetched with GET. */
  body?: string
}

export type AttributeReader = { getAttribute(name: string): string | null }

const DECLARED_TYPES: Record<string, GalleryItemType> = {
  image: 'image',
  video: 'video',
  youtube: 'youtube',
  vimeo: 'vimeo',
  iframe: 'iframe',
  inline: 'inline',
  ajax: 'ajax',
  html: 'ajax',
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
}

export function readGalleryItem(element: AttributeReader, fallbackAlt = ''): GalleryItem {
  const src = (element.getAttribute('data-src') || element.getAttribute('href') || '').trim()
  const caption = element.getAttribute('data-caption') ?? ''
  const item: GalleryItem = {
    type: src ? detectType(src, element.getAttribute('data-type')) : 'unknown',
    src,
    caption,
    alt: caption ? captionToAlt(caption) : fallbackAlt,
  }
  const thumb = element.getAttribute('data-thumb')
  if (thumb) item.thumb = thumb
  const poster = element.getAttribute('data-poster')
  if (poster) item.poster = poster
  const width = positiveNumber(element.getAttribute('data-width'))
  const height = positiveNumber(element.getAttribute('data-height'))
  if (width && height) Object.assign(item, { width, height })
  const body = element.getAttribute('data-ajax')
  if (body !== null && item.type === 'ajax') item.body = body
  return item
}

/** `data-type` wins; otherwise the address says what it is, and anything else is an image. */
export function detectType(src: string, declared: string | null): GalleryItemType {
  const hosted = hostedVideoType(src)
  if (declared) {
    const type = DECLARED_TYPES[declared.trim().toLowerCase()] ?? 'unknown'
    return type === 'video' && hosted ? hosted : type
  }
  if (src.startsWith('#')) return 'inline'
  if (hosted) return hosted
  if (videoMimeType(src) !== '') return 'video'
  return 'image'
}

function hostedVideoType(src: string): 'youtube' | 'vimeo' | null {
  if (youtubeId(src)) return 'youtube'
  if (vimeoId(src)) return 'vimeo'
  return null
}

/** The MIME type of a video file from its extension; empty when unknown (the browser sniffs). */
export function videoMimeType(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? ''
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''
  return VIDEO_TYPES[extension] ?? ''
}

/** A video's box: its own size when the element gives one, else 16/9. */
export function videoSize(item: Pick<GalleryItem, 'width' | 'height'>): {
  width: number
  height: number
} {
  if (item.width && item.height) return { width: item.width, height: item.height }
  return { width: 1920, height: Math.round(1920 / VIDEO_RATIO) }
}

function youtubeId(src: string): string | null {
  const match =
    /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([\w-]{6,})/i.exec(
      src,
    )
  return match?.[1] ?? null
}

function vimeoId(src: string): { id: string; hash?: string } | null {
  const match =
    /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:\/([\da-f]+))?/i.exec(src)
  if (!match?.[1]) return null
  return match[2] ? { id: match[1], hash: match[2] } : { id: match[1] }
}

/** The player address of a YouTube or Vimeo link (privacy-enhanced for YouTube), autoplaying. */
export function embedUrl(src: string): string | null {
  const youtube = youtubeId(src)
  if (youtube) {
    const params = new URLSearchParams({ autoplay: '1', rel: '0' })
    const start = startSeconds(src)
    if (start) params.set('start', String(start))
    return `https://www.youtube-nocookie.com/embed/${youtube}?${params.toString()}`
  }
  const vimeo = vimeoId(src)
  if (vimeo) {
    const params = new URLSearchParams({ autoplay: '1' })
    if (vimeo.hash) params.set('h', vimeo.hash)
    return `https://player.vimeo.com/video/${vimeo.id}?${params.toString()}`
  }
  return null
}

function startSeconds(src: string): number {
  const value = /[?&#](?:t|start)=([\dhms]+)/.exec(src)?.[1]
  if (!value) return 0
  if (/^\d+$/.test(value)) return Number(value)
  const part = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(value)?.[1] ?? 0)
  return part('h') * 3600 + part('m') * 60 + part('s')
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** The image's alt text: the caption without markup, cut at 1000 characters. */
export function captionToAlt(caption: string): string {
  const text = caption
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(?:br|\/?(?:p|div|li|h[1-6]|tr|td|th))\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
    .replace(/\s+/g, ' ')
    .trim()
  return Array.from(text).slice(0, CAPTION_ALT_MAX).join('')
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  }
  return ENTITIES[name.toLowerCase()] ?? entity
}

function positiveNumber(value: string | null): number | undefined {
  const number = Number(value)
  return value && Number.isFinite(number) && number > 0 ? number : undefined
}
