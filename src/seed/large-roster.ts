import type { RequiredDataFromCollectionSlug } from 'payload'

import { slugify } from '@/cms/fields/reserved-slugs'
import { EYE_COLOURS } from '@/cms/fields/vocabulary.mjs'

import { generatePortrait } from './images'
import type { HairColour } from './images/palette'
import { between, mulberry32, pick } from './images/prng'
import { seedBio } from './talents'

/**
 * A large agency made up on demand (issue 31, item 7): talents generated from their index alone,
 * so the same N always gives the same people, whoever writes them (the local API in
 * seed-large-roster.ts, or a benchmark over another revision's REST API).
 */

/** Pictures every generated talent draws from: 1200x1800 JPEGs, uploaded once, reused. */
export const PICTURE_POOL = 100
export const PICTURE_SIZE = { width: 1200, height: 1800 } as const
/** Consecutive pictures of the pool show one person, so a talent's portfolio mostly does too. */
const POSES = 5
/** The pool's people's hair, one colour per person in turn (shaved and white are rarer). */
const POOL_HAIR: HairColour[] = [
  'black',
  'dark brown',
  'brown',
  'light brown',
  'dark blonde',
  'blonde',
  'red',
  'auburn',
  'grey',
]
/** Marks a generated talent for staff, and tells a second run where the first stopped. */
export const GENERATED_NOTE = 'Generated talent (npm run seed:talents or SEED_DEMO_TALENTS).'

export type GeneratedBook = 'women' | 'men' | 'new-faces'

export type GeneratedTalent = {
  name: string
  book: GeneratedBook
  town: 'LA' | 'CENTRAL'
  inTown: boolean
  measurements: NonNullable<RequiredDataFromCollectionSlug<'talents'>['measurements']>
  bio: string
  instagram?: [handle: string, followers: number]
  /** Indices into the picture pool, in portfolio order (4 to 8 of them). */
  pictures: number[]
}

// First names the demo does not use, so no generated talent shares a demo talent's name.
const WOMEN =
  'Ada Alba Alice Anja Anna Astrid Beatriz Bianca Carla Chloe Clara Dalia Eva Farah Gemma Greta Ines Iris Jade Julia Kaia Kira Laila Lina Maja Mara Maria Marta Mila Nadia Naomi Nina Olivia Paula Rosa Sara Selma Tara Vera Yara'
const MEN =
  'Aaron Adrian Ali Andre Anton Ben Bruno Caleb Carlos David Diego Emil Ethan Felix Finn Gabriel Hugo Ivan Jack Jonas Kai Karim Lars Liam Lucas Malik Marco Max Milan Nico Omar Pablo Paul Ravi Sami Simon Tomas Victor Yusuf Zane'
const SURNAMES =
  'Abbott Alves Andersen Bauer Becker Blake Brandt Carter Castillo Chen Dahl Diaz Duarte Eriksen Evans Falk Ferreira Foster Garcia Haas Hayes Holt Ibarra Jensen Kato Keller Kowalski Lam Larsen Lopez Mahler Moreno Morris Nakamura Navarro Nielsen Novak Ortiz Park Quinn Ramos Reed Richter Rossi Santos Schmidt Shah Sorensen Stone Suzuki Torres Varga Vidal Wagner Walsh Weber Wolf Young Zhang Ziegler'
const [women, men, surnames] = [WOMEN, MEN, SURNAMES].map((names) => names.split(' ')) as [
  string[],
  string[],
  string[],
]

/**
 * The k-th name of a list of first names: every first name with every surname before any pair
 * repeats (40 x 60 per gender), then again with a number. Neighbours differ in both
 * names. Injective because 41 (first names + 1) and 60 share no factor, so slugs need no suffix.
 */
function nameAt(first: string[], k: number): string {
  const a = k % first.length
  const q = Math.floor(k / first.length)
  const name = `${first[a]} ${surnames[(q * (first.length + 1) + a) % surnames.length]}`
  // Past every pair, a number keeps names (and slugs) apart: Ada Abbott 2.
  const round = Math.floor(k / (first.length * surnames.length))
  return round ? `${name} ${round + 1}` : name
}

/** Who a talent is depends on their index alone. */
const TALENT_SALT = 0x5eed_1a7e

/**
 * Talents `from` to `from + count - 1` of the generated agency, drawing on a pool of `pool`
 * pictures: about 45 % in Women, 40 % in Men and 15 % in New Faces, half in each office.
 */
export function largeRoster(from: number, count: number, pool = PICTURE_POOL): GeneratedTalent[] {
  const talents: GeneratedTalent[] = []
  const named = { women: 0, men: 0 }
  for (let index = 0; index < from + count; index++) {
    const random = mulberry32(TALENT_SALT ^ Math.imul(index + 1, 0x9e3779b1))
    const woman = random() < 0.53
    const name = woman ? nameAt(women, named.women++) : nameAt(men, named.men++)
    if (index < from) continue
    const book: GeneratedBook = random() < 0.15 ? 'new-faces' : woman ? 'women' : 'men'
    const first = Math.floor(random() * Math.ceil(pool / POSES)) * POSES
    const pictures = Array.from(
      { length: 4 + Math.floor(random() * 5) },
      (_, n) => (first + n) % pool,
    )
    const height = Math.round(woman ? between(random, 170, 184) : between(random, 181, 195))
    const followers = Math.round(10 ** between(random, 2.5, 6.5))
    talents.push({
      name,
      book,
      town: random() < 0.5 ? 'LA' : 'CENTRAL',
      inTown: random() < 0.85,
      measurements: {
        heightCm: height,
        bustCm: Math.round(woman ? between(random, 78, 87) : between(random, 92, 103)),
        waistCm: Math.round(woman ? between(random, 57, 65) : between(random, 72, 83)),
        hipsCm: Math.round(woman ? between(random, 85, 94) : between(random, 90, 99)),
        shoeEu: Math.round(woman ? between(random, 37, 41) : between(random, 42, 46)),
        dressSize: woman ? (height > 178 ? 'US 4' : 'US 2') : height > 186 ? 'EU 50' : 'EU 48',
        hair: poolHair(first),
        eyes: pick(random, EYE_COLOURS),
      },
      bio: seedBio(name, index),
      instagram: random() < 0.4 ? [name.toLowerCase().replace(' ', '.'), followers] : undefined,
      pictures,
    })
  }
  return talents
}

const poolHair = (picture: number) => POOL_HAIR[Math.floor(picture / POSES) % POOL_HAIR.length]!

/** Picture `index` of the pool: a studio portrait, the same bytes every time. */
export function poolPicture(index: number): Promise<Buffer> {
  const person = Math.floor(index / POSES)
  return generatePortrait({
    seed: 0x9001 + index,
    identity: 0x9001 + person * 7919,
    hair: poolHair(index),
    ...PICTURE_SIZE,
  })
}

export const poolPictureName = (index: number) => `generated-portrait-${index + 1}.jpg`
export const poolPictureAlt = (index: number) => `Generated studio portrait ${index + 1}`

/**
 * What a talent is saved as, published, without their book (the caller adds them to it, in one
 * save of the book for many talents). `pictures` holds the pool's media ids by pool index.
 */
export function talentData(
  talent: GeneratedTalent,
  { locations, pictures }: { locations: Record<'LA' | 'CENTRAL', number>; pictures: number[] },
): RequiredDataFromCollectionSlug<'talents'> {
  const portfolio = talent.pictures.map((index) => pictures[index]!)
  return {
    name: talent.name,
    slug: slugify(talent.name),
    _status: 'published',
    location: locations[talent.town],
    inTown: talent.inTown,
    measurements: talent.measurements,
    bio: talent.bio,
    instagramUrl: talent.instagram && `https://www.instagram.com/${talent.instagram[0]}/`,
    instagramFollowers: talent.instagram?.[1],
    portfolio: portfolio.map((image) => ({ image })),
    cardImages: portfolio.slice(0, 5),
    internalNotes: GENERATED_NOTE,
  }
}
