import { describe, expect, it } from 'vitest'

import { planImport, type PhotoFolder, type SavedTalent } from '@/move/import-plan'
import { parseCsv, parseHeader, parseLength, parseRoster } from '@/move/roster-csv'

const known = { books: new Set(['women']), offices: new Set(['central']) }

describe('the roster import reads', () => {
  it('CSV with quoted commas, doubled quotes, line breaks, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ])
  })

  it.each([
    ['180', 'cm', 180],
    ['180 cm', 'in', 180],
    ['172,5', 'cm', 173],
    ['71', 'in', 180],
    ['71 in', 'cm', 180],
    ['71"', 'cm', 180],
    [`5'11"`, 'cm', 180],
    ['5 ft 11', 'cm', 180],
    ['5ft 11in', 'cm', 180],
    ['6′', 'cm', 183],
  ] as const)('the length %s in a column of %s as %i cm', (text, unit, cm) => {
    expect(parseLength(text, unit)).toBe(cm)
  })

  it.each(['tall', '5ft 11x', '180 mm', ''])('%j as no length', (text) => {
    expect(parseLength(text, 'cm')).toBeNull()
  })

  it("a length column's unit from its header, and refuses unknown columns and units", () => {
    const { header, problems } = parseHeader([
      'Name',
      'Height (in)',
      'waist',
      'hips (mm)',
      'colour',
    ])
    expect(header.units).toMatchObject({ height: 'in', waist: 'cm' })
    expect(header.index).toEqual({ name: 0, height: 1, waist: 2 })
    expect(problems.map(({ column, message }) => `${column}: ${message}`)).toEqual([
      'hips (mm): the unit must be (cm) or (in), not (mm)',
      expect.stringMatching(/^colour: unknown column; the columns are external_id, name, slug/),
    ])
  })

  it('a slug from the name when none is given, and a handle from @name or a profile address', () => {
    const { talents, problems } = parseRoster(
      'name,instagram\nJosé Núñez,@jose.n\nAna B,https://www.instagram.com/ana_b/\n',
      known,
    )
    expect(problems).toEqual([])
    expect(talents.map(({ slug, instagramUrl }) => [slug, instagramUrl])).toEqual([
      ['jose-nunez', 'https://www.instagram.com/jose.n/'],
      ['ana-b', 'https://www.instagram.com/ana_b/'],
    ])
  })
})

const saved = (fields: Partial<SavedTalent>): SavedTalent => ({
  id: 1,
  name: 'Lena Marsh',
  slug: 'lena-marsh',
  published: true,
  office: 'central',
  books: [],
  measurements: {},
  bio: {},
  portfolio: [],
  polaroids: [],
  ...fields,
})

describe('the roster import plans', () => {
  const rows = (csv: string) => parseRoster(csv, known).talents

  it('matches by external id before slug, so a renamed talent is updated, not created', () => {
    const { plan } = planImport(
      rows('external_id,name,slug\nAG-1,Lena Marsh-Ortiz,lena-marsh-ortiz\n'),
      [saved({ externalId: 'AG-1' })],
      new Map(),
    )
    expect(plan).toMatchObject([{ action: 'update', changes: ['name', 'slug'], saved: { id: 1 } }])
  })

  it('matches by slug a talent without an external id, and refuses one with another', () => {
    const talents = rows('external_id,name\nAG-2,Lena Marsh\n')
    expect(planImport(talents, [saved({})], new Map()).plan).toMatchObject([
      { action: 'update', changes: ['externalId'] },
    ])
    expect(planImport(talents, [saved({ externalId: 'AG-1' })], new Map()).problems).toEqual([
      {
        row: 2,
        column: 'slug',
        message: "'lena-marsh' belongs to another talent (external id AG-1)",
      },
    ])
  })

  it('skips a talent whose given fields and pictures are as saved; empty cells change nothing', () => {
    const folder: PhotoFolder = { portfolio: [{ path: 'a/1.jpg', sha256: 'h1' }], polaroids: [] }
    const talents = rows('name,office,height (cm),hair\nLena Marsh,central,180,\n')
    const current = saved({ measurements: { heightCm: 180, hair: 'red' }, portfolio: ['h1'] })
    expect(planImport(talents, [current], new Map([['lena-marsh', folder]])).plan).toMatchObject([
      { action: 'skip', changes: [] },
    ])
    const reordered = saved({ ...current, portfolio: [null] })
    expect(planImport(talents, [reordered], new Map([['lena-marsh', folder]])).plan).toMatchObject([
      { action: 'update', changes: ['portfolio'] },
    ])
  })

  it('finds photos by external id first, then slug', () => {
    const byId: PhotoFolder = { portfolio: [{ path: 'AG-1/1.jpg', sha256: 'a' }], polaroids: [] }
    const bySlug: PhotoFolder = { portfolio: [{ path: 'x/1.jpg', sha256: 'b' }], polaroids: [] }
    const { plan } = planImport(
      rows('external_id,name,office\nAG-1,X,central\n'),
      [],
      new Map([
        ['x', bySlug],
        ['AG-1', byId],
      ]),
    )
    expect(plan[0]?.photos).toBe(byId)
  })
})
