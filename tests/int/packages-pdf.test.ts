import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { defaultExpiry } from '@/cms/packages/expiry'
import { issueToken } from '@/cms/packages/recipients'
import { packagePdf } from '@/features/packages/package-pdf'

import { testTalent } from '../helpers/packages'
import { createTestOffices, testPayload } from '../helpers/payload'

/**
 * A package's PDF (issue 32): one page per talent, through the link alone, only when the package
 * allows a download; an unknown link is a 404 and an expired or revoked one a 410.
 */

// The agency's name comes from the settings, read through the data cache: here, straight through.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: (read: () => Promise<unknown>) => read,
}))

let payload: Payload
let office: number
let talents: Awaited<ReturnType<typeof testTalent>>[]

async function linkTo(options: { allowDownload: boolean; revoked?: boolean }) {
  const pkg = await payload.create({
    collection: 'packages',
    data: {
      title: 'Winter lookbook',
      state: 'sent',
      location: office,
      language: 'es',
      expiresAt: defaultExpiry(),
      allowDownload: options.allowDownload,
      client: { name: 'Carla Client', company: 'Studio Nord' },
      talents: [
        { talent: talents[0]!.id },
        { talent: talents[1]!.id, pictures: [talents[1]!.polaroid], showMeasurements: false },
        { talent: talents[2]!.id },
      ],
    },
  })
  const recipient = await payload.create({
    collection: 'package-recipients',
    data: {
      package: pkg.id,
      name: 'Carla',
      email: 'carla@client.test',
      revoked: options.revoked ?? false,
    },
  })
  return { pkg, token: await issueToken(payload, recipient.id) }
}

const pdfOf = (token: string, now?: number) =>
  packagePdf(payload, token, new URLSearchParams(), now)

/** The page objects of a PDF's page tree (as tests/int/shortlist-pdf.test.ts reads them). */
const pagesOf = (pdf: Buffer) =>
  /\/Kids \[([^\]]*)\]/.exec(pdf.toString('latin1'))![1]!.match(/\d+ \d+ R/g)!

/** A PDF text string as react-pdf writes one that is not ASCII: UTF-16BE with its mark. */
const pdfText = (latin1: string) => '\u00fe\u00ff' + [...latin1].map((c) => `\0${c}`).join('')

beforeAll(async () => {
  payload = await testPayload()
  office = (await createTestOffices(payload)).central
  talents = [
    await testTalent(payload, { name: 'Ana Pdf', office, portfolio: 7, published: true }),
    await testTalent(payload, { name: 'Bea Unlisted', office, portfolio: 1, published: false }),
    await testTalent(payload, { name: 'Cleo Pdf', office, portfolio: 2, published: true }),
  ]
})

describe('the package PDF', () => {
  it('has one page per talent, private and never kept, in the package’s language', async () => {
    const { token } = await linkTo({ allowDownload: true })
    const response = await pdfOf(token)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="winter-lookbook.pdf"',
    )
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pagesOf(pdf)).toHaveLength(3)
    // The title is in Spanish, the package's language (UTF-16, as PDF text strings are).
    expect(pdf.toString('latin1')).toContain(pdfText('Una selección para Studio Nord'))
  })

  it('is refused when the package allows no download', async () => {
    const { token } = await linkTo({ allowDownload: false })
    const response = await pdfOf(token)
    expect(response.status).toBe(403)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 410 for a revoked or expired link and 404 for an unknown one', async () => {
    const revoked = await linkTo({ allowDownload: true, revoked: true })
    expect((await pdfOf(revoked.token)).status).toBe(410)
    const live = await linkTo({ allowDownload: true })
    expect((await pdfOf(live.token, Date.now() + 31 * 86_400_000)).status).toBe(410)
    expect((await pdfOf('x'.repeat(43))).status).toBe(404)
  })
})
