/**
 * Image formats: what a source is (sniffed from its first bytes, never from Content-Type or the
 * file name) and what the visitor gets (negotiated from the Accept header).
 */

export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg'
export type OutputFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'
/** What the Accept header allows beyond the source's own format. */
export type AcceptClass = 'avif' | 'webp' | 'source'

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

export const EXTENSIONS: Record<OutputFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte)
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0))

/** The first bytes of a file are enough: 32 for binary formats, up to 1 KB for SVG. */
export function sniffFormat(bytes: Uint8Array): SourceFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12))
    if (brand === 'avif' || brand === 'avis') return 'avif'
    return null
  }
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) {
    return 'svg'
  }
  return null
}

/** Parses `Accept`; a type counts when listed with q > 0 (wildcards do not promise AVIF/WebP). */
export function acceptClass(accept: string | null): AcceptClass {
  const accepted = new Set<string>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(type)
  }
  if (accepted.has('image/avif')) return 'avif'
  if (accepted.has('image/webp')) return 'webp'
  return 'source'
}

/** AVIF cannot carry animation in sharp, so animated images fall back to WebP. */
export function outputFormat(
  source: SourceFormat,
  accept: AcceptClass,
  animated: boolean,
): OutputFormat {
  if (accept === 'avif') return animated ? 'webp' : 'avif'
  if (accept === 'webp') return 'webp'
  if (source === 'svg') return 'png'
  if (source === 'avif' && animated) return 'webp'
  return source
}
