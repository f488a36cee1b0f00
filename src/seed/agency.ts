import { richText } from './rich-text'

/** The demo agency's offices, FAQ, menu and footer. */

export const SEED_LOCATIONS = [
  {
    name: 'Los Angeles',
    slug: 'los-angeles',
    town: 'LA' as const,
    address: {
      street: '8560 Sunset Boulevard, Suite 400',
      city: 'West Hollywood',
      region: 'CA',
      postalCode: '90069',
      country: 'US',
    },
    phone: '+1 (310) 555-0142',
    email: 'la@roster.example',
    timeZone: 'America/Los_Angeles',
    hoursNote: 'Castings are by appointment only.',
    mapUrl: 'https://www.openstreetmap.org/?mlat=34.0907&mlon=-118.3787#map=16/34.0907/-118.3787',
    mission: richText(
      'Los Angeles is where fashion meets screen. Our West Coast team represents talent for campaigns, film and digital, with the same care for careers we bring to every booking.',
      'We scout widely, develop patiently and never charge aspiring talent a fee.',
    ),
  },
  {
    name: 'Central',
    slug: 'central',
    town: 'CENTRAL' as const,
    address: {
      street: '230 West Superior Street, Floor 3',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60654',
      country: 'US',
    },
    phone: '+1 (312) 555-0187',
    email: 'central@roster.example',
    timeZone: 'America/Chicago',
    hoursNote: 'Closed on public holidays.',
    mapUrl: 'https://www.openstreetmap.org/?mlat=41.8956&mlon=-87.6348#map=16/41.8956/-87.6348',
    mission: richText(
      'Central is the agency’s home office: bookings, development and the New Faces programme are run from here.',
      'We believe a model’s career is built over years, not seasons, and we staff our boards to give every talent a booker who knows them.',
    ),
  },
]

export const WEEKDAY_HOURS = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
).map((day) => ({
  day,
  opens: '09:30',
  closes: '18:00',
}))

export const SEED_FAQS = [
  [
    'Do you charge a fee to join the agency?',
    'Never. A legitimate agency earns a commission on work it books for you. We never ask applicants for money, photo shoots or courses.',
  ],
  [
    'How do I apply?',
    'Use the submission page: send a few natural photos (a head shot, a full-length shot and a profile), your measurements and how to reach you.',
  ],
  [
    'How long until I hear back?',
    'We review every application and reply within two weeks when we would like to meet you. Unsuccessful applications are deleted after six months.',
  ],
  [
    'Can I apply if I am under 18?',
    'Yes, with a parent or guardian. They give their consent on the form and attend every meeting with us.',
  ],
  [
    'What photos should I send?',
    'Recent, unretouched pictures in daylight: no make-up or filters, hair away from the face, fitted clothes.',
  ],
  [
    'How do I book talent?',
    'Contact the office nearest to your production. Each talent page has a printable card you can share with your team.',
  ],
  [
    'How can I tell that an email really comes from you?',
    'Our staff write only from @roster.example addresses. If in doubt, call the office numbers listed on our contact pages.',
  ],
] as const

/** A demo menu link: a page or a book picked by its slug, or an outside address. */
export type SeedLink = { label: string } & ({ page: string } | { book: string } | { url: string })
export type SeedMenuItem = SeedLink & { submenu?: (SeedLink & { subSubmenu?: SeedLink[] })[] }

export const SEED_MENU: SeedMenuItem[] = [
  { label: 'Women', book: 'women' },
  { label: 'Men', book: 'men' },
  { label: 'New Faces', book: 'new-faces' },
  { label: 'Talent', book: 'talent' },
  {
    label: 'Agency',
    page: 'about',
    submenu: [
      { label: 'About', page: 'about' },
      {
        label: 'Mission',
        page: 'mission',
        subSubmenu: [{ label: 'Central mission', page: 'central-mission' }],
      },
      { label: 'FAQ', page: 'faq' },
      { label: 'Instagram', url: 'https://www.instagram.com/roster.agency/' },
    ],
  },
  { label: 'Apply', page: 'submit' },
  {
    label: 'Contact',
    page: 'contact',
    submenu: [
      {
        label: 'Central',
        page: 'central-contact',
        subSubmenu: [{ label: 'Central payments', page: 'central-payment' }],
      },
      {
        label: 'Los Angeles',
        page: 'los-angeles-contact',
        subSubmenu: [{ label: 'Los Angeles payments', page: 'los-angeles-payment' }],
      },
    ],
  },
]

export const SEED_FOOTER = {
  text: 'A talent and model agency in Los Angeles and Central. We never charge a fee to apply.',
  links: [
    { label: 'FAQ', slug: '/faq' },
    { label: 'Apply', slug: '/submit' },
    { label: 'Privacy notice', slug: '/privacy-notice' },
    { label: 'Privacy policy', slug: '/privacy-policy' },
    { label: 'Terms and conditions', slug: '/terms-and-conditions' },
    { label: 'Accessibility', slug: '/accessibility' },
  ],
  copyright: '© Roster Agency. All rights reserved.',
}
