import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { planImport } from '@/move/import-plan'
import { applyPlan, formatPlan, readPhotoFolders, readSavedRoster } from '@/move/import-roster'
import { parseRoster } from '@/move/roster-csv'

import { createTestBooks, createTestOffices, testPayload } from '../helpers/payload'

/**
 * Issue 35: the roster import, from the templates in docs/import/ into a database holding the
 * demo's books and offices: the dry run's table, `--apply`, a second run, and a changed row.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const templates = path.resolve(import.meta.dirname, '../../docs/import')
let payload: Payload
let csv: string
let photos: string

/** What `npm run import` does: read, plan, print, and with `apply` write. */
async function importRoster(text: string, { apply = false, publish = false } = {}) {
  const saved = await readSavedRoster(payload)
  const parsed = parseRoster(text, saved.known)
  const { plan, problems } = planImport(
    parsed.talents,
    saved.talents,
    await readPhotoFolders(photos),
  )
  const allProblems = [...parsed.problems, ...problems].sort((a, b) => a.row - b.row)
  if (apply) await applyPlan(payload, plan, saved, { publish })
  return { plan, table: formatPlan(plan, allProblems) }
}

const talentBySlug = async (slug: string) =>
  (
    await payload.find({
      collection: 'talents',
      where: { slug: { equals: slug } },
      draft: true,
      depth: 1,
      locale: 'all',
    })
  ).docs[0]!

const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  await createTestOffices(payload)
  await createTestBooks(payload)
  csv = await readFile(path.join(templates, 'roster.csv'), 'utf8')
  // A copy of the photo folders, which a test changes.
  photos = path.join(await mkdtemp(path.join(os.tmpdir(), 'roster-photos-')), 'photos')
  await cp(path.join(templates, 'photos'), photos, { recursive: true })
})

describe(`on ${engine}, the roster import`, () => {
  it('dry-runs the sample plus rows with every kind of problem into a table, writing nothing', async () => {
    const broken = [
      'AG 9,,Bad_Slug,kids,paris,tall,200 in,5,,99,green,purple,not a handle!,,,maybe',
      'AG-1001,Lena Again,lena-again,,central,,,,,,,,,,,',
      'AG-1004,No Office,,,,,,,,,,,,,,',
    ]
    const { table } = await importRoster(`${csv}${broken.join('\n')}\n`)
    expect(table).toBe(
      [
        'row   action  talent                          changes',
        '2     create  Lena Marsh (AG-1001)            externalId, name, slug, office, inTown, instagramUrl, heightCm, bustCm, waistCm, hipsCm, shoeEu, hair, eyes, bio (en), bio (es), books, portfolio, polaroids',
        '3     create  Tomás Vidal (AG-1002)           externalId, name, slug, office, inTown, instagramUrl, heightCm, bustCm, waistCm, hipsCm, shoeEu, hair, eyes, bio (en), bio (es), books, portfolio',
        '4     create  Ivy Chen (AG-1003)              externalId, name, slug, office, inTown, heightCm, bustCm, waistCm, hipsCm, shoeEu, hair, eyes, books, portfolio, polaroids',
        '',
        '3 to create, 0 to update, 0 unchanged, 15 problems',
        '',
        'Problems (these rows are not imported):',
        '  row 5, name: a talent needs a name',
        `  row 5, slug: The slug "Bad_Slug" cannot contain "_" or ".": those are reserved for the site's own files.`,
        `  row 5, external_id: 'AG 9' may only hold letters, digits, '.', '_' and '-'`,
        `  row 5, books: there is no book 'kids'`,
        `  row 5, office: there is no office 'paris'`,
        `  row 5, height: 'tall' is not a number of cm`,
        `  row 5, bust: '200 in' is 508 cm, outside 40 to 250 cm`,
        `  row 5, waist: '5' is 5 cm, outside 40 to 250 cm`,
        `  row 5, shoe_eu: '99' is not an EU shoe size (15 to 55)`,
        `  row 5, hair: 'green' is not one of black, dark brown, brown, light brown, dark blonde, blonde, red, auburn, grey, white, shaved`,
        `  row 5, eyes: 'purple' is not one of brown, dark brown, hazel, green, blue, grey, amber`,
        `  row 5, instagram: 'not a handle!' is not an Instagram handle`,
        `  row 5, in_town: 'maybe' is neither yes nor no`,
        `  row 6, external_id: 'AG-1001' is already on row 2`,
        '  row 7, office: a new talent needs an office',
      ].join('\n'),
    )
    expect((await payload.count({ collection: 'talents' })).totalDocs).toBe(0)
    expect(await mediaCount()).toBe(0)
  })

  it('with --apply, creates the talents as drafts, pictures ordered, in their books', async () => {
    await importRoster(csv, { apply: true })
    const lena = await talentBySlug('lena-marsh')
    expect(lena).toMatchObject({
      _status: 'draft',
      externalId: 'AG-1001',
      inTown: true,
      instagramUrl: 'https://www.instagram.com/lenamarsh/',
      measurements: {
        heightCm: 178,
        bustCm: 82,
        waistCm: 61,
        hipsCm: 89,
        shoeEu: 39,
        hair: 'brown',
        eyes: 'green',
      },
      bio: {
        en: 'Lena grew up by the sea, and it shows.',
        es: 'Lena creció junto al mar, y se nota.',
      },
    })
    const filenames = (list: { image: unknown }[] | null | undefined) =>
      (list ?? []).map(({ image }) => (image as { filename: string }).filename)
    expect(filenames(lena.portfolio)).toEqual(['01.jpg', '02.jpg', '03.jpg'])
    // Payload gives a second 01.jpg another name: 01-1.jpg.
    expect(filenames(lena.polaroids)).toEqual([
      expect.stringMatching(/^01(-\d+)?\.jpg$/),
      expect.stringMatching(/^02(-\d+)?\.jpg$/),
    ])
    // The normal upload path: a thumbnail made, the focal point in the centre.
    const first = lena.portfolio![0]!.image as {
      sizes: { thumbnail: { url: string } }
      focalX: number
      focalY: number
    }
    expect(first.sizes.thumbnail.url).toBeTruthy()
    expect([first.focalX, first.focalY]).toEqual([50, 50])

    const tomas = await talentBySlug('tomas-vidal')
    // 6'1" is 73 inches.
    expect(tomas.measurements?.heightCm).toBe(185)
    expect(tomas.inTown).toBe(false)
    expect(filenames(tomas.portfolio)).toHaveLength(2)
    expect((await talentBySlug('ivy-chen')).measurements?.heightCm).toBe(175)

    const book = async (slug: string) =>
      (
        await payload.find({
          collection: 'books',
          where: { slug: { equals: slug } },
          depth: 1,
          draft: true,
        })
      ).docs[0]!
    const names = async (slug: string) =>
      ((await book(slug)).talents ?? []).map((t) => (t as { name: string }).name)
    expect(await names('women')).toEqual(['Lena Marsh', 'Ivy Chen'])
    expect(await names('men')).toEqual(['Tomás Vidal'])
    expect(await names('new-faces')).toEqual(['Lena Marsh'])
    expect(await mediaCount()).toBe(9)
  })

  it('a second run finds nothing to change and uploads nothing', async () => {
    const before = await talentBySlug('lena-marsh')
    const { plan, table } = await importRoster(csv, { apply: true })
    expect(plan.map(({ action }) => action)).toEqual(['skip', 'skip', 'skip'])
    expect(table).toContain('0 to create, 0 to update, 3 unchanged, 0 problems')
    expect(await mediaCount()).toBe(9)
    expect((await talentBySlug('lena-marsh')).updatedAt).toBe(before.updatedAt)
  })

  it('a changed row and a changed picture update that talent only', async () => {
    const ivyBefore = await talentBySlug('ivy-chen')
    const tomasBefore = await talentBySlug('tomas-vidal')
    await writeFile(
      path.join(photos, 'AG-1001', '04.jpg'),
      await sharp({ create: { width: 480, height: 720, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer(),
    )
    const changed = csv.replace(
      'AG-1001,Lena Marsh,lena-marsh,women;new-faces,central,178',
      'AG-1001,Lena Marsh,lena-marsh,women;new-faces,central,179',
    )
    const { plan } = await importRoster(changed, { apply: true })
    expect(plan.map(({ action, changes }) => [action, changes])).toEqual([
      ['update', ['heightCm', 'portfolio']],
      ['skip', []],
      ['skip', []],
    ])
    const lena = await talentBySlug('lena-marsh')
    expect(lena.measurements?.heightCm).toBe(179)
    expect(lena.portfolio).toHaveLength(4)
    expect(await mediaCount()).toBe(10)
    expect((await talentBySlug('ivy-chen')).updatedAt).toBe(ivyBefore.updatedAt)
    expect((await talentBySlug('tomas-vidal')).updatedAt).toBe(tomasBefore.updatedAt)
  })
})
