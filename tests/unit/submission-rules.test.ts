/**
 * Pure pieces of the submission: who is a minor, which schema applies, photo signatures, the
 * client address behind proxies, and CSV cells (the rate limit's
 * treatment of retries is the form pipeline's, tests/int/forms).
 */
import { describe, expect, it } from 'vitest'

import { validateForm } from '@/features/forms/validate-form'
import { csvCell as cell } from '@/lib/csv'
import { sniffPhoto } from '@/features/submission/photos'
import { isMinor, schemaFor, submissionSchemas } from '@/features/submission/schema'
import { clientAddress, PEER_HEADER } from '@/lib/http/client-address'
import { en } from '@/lib/i18n/messages/en'

const today = new Date('2026-11-22T12:00:00Z')

describe('isMinor', () => {
  it.each([
    ['2008-11-23', true], // 18 tomorrow
    ['2008-11-22', false], // 18 today
    ['2008-11-21', false],
    ['2015-01-01', true],
    ['1990-05-05', false],
    ['2030-01-01', false], // not born yet: not a minor, and date_before refuses it
    ['not a date', false],
    ['', false],
  ])('%s → %s', (dateOfBirth, expected) => {
    expect(isMinor(dateOfBirth, today)).toBe(expected)
  })
})

describe('schemaFor', () => {
  const schemas = submissionSchemas([{ label: 'Central', value: 'central' }], en, 15 * 1024 * 1024)

  it('picks the minor’s schema from the date of birth', () => {
    expect(schemaFor(schemas, { dateOfBirth: '2012-03-03' }, today)).toBe(schemas.minor)
    expect(schemaFor(schemas, { dateOfBirth: '1992-03-03' }, today)).toBe(schemas.adult)
    expect(schemaFor(schemas, {}, today)).toBe(schemas.adult)
  })

  it('accepts only the offices it was built with', async () => {
    const result = await validateForm(schemas.adult, { location: 'los-angeles' })
    expect(!result.valid && result.errors.location).toEqual(['Office is not an allowed value.'])
  })

  it('accepts an Instagram handle or profile link, nothing else', async () => {
    for (const [value, ok] of [
      ['@ana.lima', true],
      ['https://www.instagram.com/ana.lima/', true],
      ['https://instagram.com.evil.test/ana', false],
      ['javascript:alert(1)', false],
    ] as const) {
      const result = await validateForm(schemas.adult, { instagram: value })
      expect(!result.valid && result.errors.instagram, value).toEqual(
        ok ? undefined : ['Instagram is not an allowed value.'],
      )
    }
  })
})

describe('sniffPhoto', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(
      parts.map((part) =>
        typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
      ),
    )
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['PNG', bytes('\x89PNG\r\n\x1a\n'), 'png'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic'), 'heif'],
    ['HEIF (mif1)', bytes([0, 0, 0, 0x18], 'ftypmif1'), 'heif'],
    ['HTML', bytes('<!doctype html><html>'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['GIF', bytes('GIF89a'), null],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom'), null],
  ])('%s', (_, head, expected) => {
    expect(sniffPhoto(head)).toBe(expected)
  })
})

describe('clientAddress', () => {
  const headers = (peer: string | null, forwarded?: string) => {
    const result = new Headers()
    if (peer) result.set(PEER_HEADER, peer)
    if (forwarded) result.set('x-forwarded-for', forwarded)
    return result
  }

  it('is the peer, whatever X-Forwarded-For says, unless the peer is a trusted proxy', () => {
    expect(clientAddress(headers('198.51.100.1', '1.2.3.4'), [])).toBe('198.51.100.1')
    expect(clientAddress(headers('10.0.0.5', '1.2.3.4, 198.51.100.2'), ['10.0.0.0/8'])).toBe(
      '198.51.100.2',
    )
    expect(clientAddress(headers('10.0.0.5', '198.51.100.3, 10.0.0.9'), ['10.0.0.0/8'])).toBe(
      '198.51.100.3',
    )
    expect(clientAddress(headers('::ffff:127.0.0.1'), [])).toBe('::ffff:127.0.0.1')
    expect(clientAddress(headers(null, '1.2.3.4'), [])).toBe('unknown')
  })
})

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+1', "'=1+1"],
    ['+1 310', "'+1 310"],
    ['-5', "'-5"],
    ['@handle', "'@handle"],
    [null, ''],
    [42, '42'],
  ])('%s → %s', (value, expected) => {
    expect(cell(value)).toBe(expected)
  })
})
