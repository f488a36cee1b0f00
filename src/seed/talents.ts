import type { HairColour } from './images/palette'

/** The demo agency's talent: 30 people across four books and both locations. */

export type SeedTalent = {
  name: string
  books: ('women' | 'men' | 'new-faces' | 'talent')[]
  town: 'LA' | 'CENTRAL'
  inTown: boolean
  heightCm: number
  bustCm: number
  waistCm: number
  hipsCm: number
  shoeEu: number
  dressSize: string
  hair: HairColour
  eyes: string
  instagram?: [handle: string, followers: number]
  /** More portfolio pictures than the usual four (the carousel's dynamic dots start at 11). */
  portfolioImages?: number
}

const woman = (
  name: string,
  town: SeedTalent['town'],
  [heightCm, bustCm, waistCm, hipsCm, shoeEu]: [number, number, number, number, number],
  hair: HairColour,
  eyes: string,
  extra: Partial<SeedTalent> = {},
): SeedTalent => ({
  name,
  books: ['women'],
  town,
  inTown: true,
  heightCm,
  bustCm,
  waistCm,
  hipsCm,
  shoeEu,
  dressSize: heightCm > 178 ? 'US 4' : 'US 2',
  hair,
  eyes,
  ...extra,
})

const man = (
  name: string,
  town: SeedTalent['town'],
  [heightCm, bustCm, waistCm, hipsCm, shoeEu]: [number, number, number, number, number],
  hair: HairColour,
  eyes: string,
  extra: Partial<SeedTalent> = {},
): SeedTalent => ({
  name,
  books: ['men'],
  town,
  inTown: true,
  heightCm,
  bustCm,
  waistCm,
  hipsCm,
  shoeEu,
  dressSize: heightCm > 186 ? 'EU 50' : 'EU 48',
  hair,
  eyes,
  ...extra,
})

export const SEED_TALENTS: SeedTalent[] = [
  woman('Amara Okafor', 'LA', [180, 81, 61, 89, 40], 'black', 'brown', {
    instagram: ['amara.okafor', 128400],
  }),
  woman('Lena Vogel', 'CENTRAL', [178, 80, 60, 88, 40], 'blonde', 'blue', {
    instagram: ['lenavogel', 2450000],
  }),
  woman('Sofia Marchetti', 'LA', [176, 82, 62, 90, 39], 'dark brown', 'hazel', {
    portfolioImages: 12,
  }),
  woman('Mei Tanaka', 'CENTRAL', [175, 79, 59, 87, 38], 'black', 'dark brown', {
    instagram: ['mei.tanaka', 9800],
    inTown: false,
  }),
  woman('Isla Fitzgerald', 'LA', [179, 81, 60, 89, 40], 'red', 'green', {
    instagram: ['islafitz', 48900],
  }),
  woman('Noor Haddad', 'CENTRAL', [177, 83, 62, 91, 39], 'brown', 'amber'),
  woman('Camille Laurent', 'LA', [181, 80, 60, 88, 41], 'light brown', 'grey', {
    books: ['women', 'talent'],
    instagram: ['camillelaurent', 1049],
  }),
  woman('Ingrid Solberg', 'CENTRAL', [182, 82, 61, 90, 41], 'blonde', 'blue', { inTown: false }),
  woman('Valentina Cruz', 'LA', [174, 84, 63, 92, 38], 'dark brown', 'brown', {
    instagram: ['valecruz', 312000],
  }),
  woman('Ayo Bello', 'CENTRAL', [178, 81, 61, 89, 40], 'black', 'dark brown'),
  man('Julian Reyes', 'LA', [188, 96, 76, 94, 44], 'dark brown', 'brown', {
    instagram: ['julianreyes', 76500],
  }),
  man('Mateo Silva', 'CENTRAL', [186, 94, 74, 92, 43], 'black', 'brown'),
  man('Elias Berg', 'LA', [190, 98, 78, 95, 45], 'blonde', 'blue', {
    instagram: ['eliasberg', 1500],
  }),
  man('Kwame Mensah', 'CENTRAL', [189, 97, 76, 94, 45], 'shaved', 'dark brown', {
    instagram: ['kwame.mensah', 999999],
  }),
  man('Arjun Mehta', 'LA', [185, 95, 75, 93, 43], 'black', 'brown', { inTown: false }),
  man('Theo Lindqvist', 'CENTRAL', [187, 96, 77, 94, 44], 'light brown', 'green'),
  man('Rafael Costa', 'LA', [184, 95, 74, 92, 43], 'dark brown', 'hazel', {
    books: ['men', 'talent'],
  }),
  man('Oscar Byrne', 'CENTRAL', [191, 99, 79, 96, 46], 'red', 'blue'),
  {
    ...woman('Zara Ahmed', 'LA', [177, 79, 59, 86, 39], 'black', 'brown'),
    books: ['new-faces', 'women'],
    instagram: ['zara.ahmed', 640],
  },
  {
    ...woman('Freya Holm', 'CENTRAL', [179, 80, 60, 88, 40], 'dark blonde', 'blue'),
    books: ['new-faces'],
  },
  {
    ...woman('Lucia Romero', 'LA', [176, 80, 60, 88, 39], 'auburn', 'green'),
    books: ['new-faces'],
  },
  {
    ...woman('Hana Kim', 'CENTRAL', [175, 78, 58, 86, 38], 'black', 'dark brown'),
    books: ['new-faces'],
    inTown: false,
  },
  {
    ...man('Noah Fischer', 'LA', [187, 94, 74, 92, 44], 'blonde', 'grey'),
    books: ['new-faces', 'men'],
  },
  {
    ...man('Samuel Adeyemi', 'CENTRAL', [189, 96, 75, 93, 45], 'black', 'dark brown'),
    books: ['new-faces'],
  },
  {
    ...man('Leo Moreau', 'LA', [185, 93, 73, 91, 43], 'brown', 'hazel'),
    books: ['new-faces'],
    instagram: ['leomoreau', 21300],
  },
  {
    ...woman('Grace Whitfield', 'LA', [170, 86, 66, 94, 38], 'grey', 'blue'),
    books: ['talent'],
    dressSize: 'US 6',
    instagram: ['gracewhitfield', 1520000],
  },
  {
    ...man('Marcus Hale', 'CENTRAL', [183, 100, 82, 98, 44], 'dark brown', 'brown'),
    books: ['talent'],
    instagram: ['marcushale', 45000],
  },
  {
    ...woman('Priya Nair', 'LA', [168, 84, 64, 92, 37], 'black', 'brown'),
    books: ['talent'],
    dressSize: 'US 4',
  },
  {
    ...man('Daniel Okoro', 'CENTRAL', [180, 97, 80, 95, 43], 'black', 'dark brown'),
    books: ['talent'],
  },
  {
    ...woman('Elena Petrova', 'CENTRAL', [173, 83, 63, 91, 38], 'light brown', 'grey'),
    books: ['talent', 'women'],
  },
]

export const SEED_BOOKS = [
  {
    slug: 'women',
    title: 'Women',
    description: 'The women of the agency, from established faces to the season’s bookings.',
  },
  {
    slug: 'men',
    title: 'Men',
    description: 'The men of the agency: editorial, runway and commercial.',
  },
  {
    slug: 'new-faces',
    title: 'New Faces',
    description: 'Talent at the start of their careers, developed by our scouting team.',
  },
  {
    slug: 'talent',
    title: 'Talent',
    description: 'Actors, creators and personalities for campaigns and screen.',
  },
] as const

const BIO_OPENINGS = [
  'Discovered at a street casting, ',
  'Trained in dance before modelling, ',
  'Raised between two cities, ',
  'A former athlete, ',
  'Scouted at a university open day, ',
]

const BIO_ENDINGS = [
  'has walked for major houses and shot editorials across Europe and North America.',
  'brings a calm, graphic presence to campaigns and runway alike.',
  'is known for versatile, character-led work in print and on screen.',
  'has built a steady client list in beauty, fashion and commercial work.',
  'is developing an editorial book with photographers in both our cities.',
]

export function seedBio(name: string, index: number): string {
  const first = name.split(' ')[0] ?? name
  return `${BIO_OPENINGS[index % BIO_OPENINGS.length]}${first} ${BIO_ENDINGS[(index * 3) % BIO_ENDINGS.length]}`
}
