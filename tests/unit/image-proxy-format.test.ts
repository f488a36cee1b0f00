import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { acceptClass, outputFormat, sniffFormat } from '@/features/image-proxy/format'

describe('sniffFormat', () => {
  it('recognises each supported format from its bytes', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2a95f' } })
    expect(sniffFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffFormat(await base.clone().png().toBuffer())).toBe('png')
    expect(sniffFormat(await base.clone().gif().toBuffer())).toBe('gif')
    expect(sniffFormat(await base.clone().webp().toBuffer())).toBe('webp')
    expect(sniffFormat(await base.clone().avif().toBuffer())).toBe('avif')
  })

  it('recognises SVG, with or without a prolog', () => {
    const svg = (text: string) => sniffFormat(Buffer.from(text))
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe('svg')
    expect(svg('\uFEFF<?xml version="1.0"?>\n<!-- c --><!DOCTYPE svg PUBLIC "x"><svg>')).toBe('svg')
  })

  it('refuses everything else, whatever it claims to be', () => {
    for (const text of [
      '<!doctype html><html>',
      '<html><svg>',
      'GIF8',
      '%PDF-1.7',
      '',
      'RIFF0000WAVE',
    ]) {
      expect(sniffFormat(Buffer.from(text))).toBeNull()
    }
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic')])
    expect(sniffFormat(heic)).toBeNull()
  })
})

describe('acceptClass', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/avif;q=0,image/webp', 'webp'],
    ['image/avif;q=0.0, image/webp;q=0', 'source'],
    ['image/*,*/*', 'source'],
    ['', 'source'],
  ] as const)('%s gives %s', (accept, expected) => {
    expect(acceptClass(accept)).toBe(expected)
  })

  it('treats a missing header as the source format', () => {
    expect(acceptClass(null)).toBe('source')
  })
})

describe('outputFormat', () => {
  it('follows Accept, falls back to the source, and never outputs SVG', () => {
    expect(outputFormat('jpeg', 'avif', false)).toBe('avif')
    expect(outputFormat('gif', 'avif', true)).toBe('webp')
    expect(outputFormat('png', 'webp', false)).toBe('webp')
    expect(outputFormat('gif', 'source', true)).toBe('gif')
    expect(outputFormat('svg', 'source', false)).toBe('png')
    expect(outputFormat('jpeg', 'source', false)).toBe('jpeg')
  })
})
