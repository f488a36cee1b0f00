import type { Page } from '@/payload-types'

import { richText } from './rich-text'

type SeedIds = {
  books: Record<string, number>
  locations: Record<'central' | 'los-angeles', number>
  heroImage: number
  aboutImages: number[]
}

type SeedPage = Pick<Page, 'title' | 'slug' | 'layout' | 'blocks'> & { seo?: Page['seo'] }

const legal = (title: string, intro: string): SeedPage => ({
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  layout: 'default',
  blocks: [
    {
      blockType: 'richText',
      content: richText(
        intro,
        '## Who we are',
        'Roster Agency, with offices in Los Angeles and Central, is responsible for the personal data described here.',
        '## What we collect',
        'What you send us through our forms (your name, contact details, measurements and photos), and anonymous statistics about visits when analytics is switched on.',
        '## How long we keep it',
        'Applications we decline are deleted after 180 days. Messages and payment records are kept as long as the law requires.',
        '## Your rights',
        'You may ask to see, correct or delete your data at any time by writing to either office.',
      ),
    },
  ],
})

/** Every fixed route of the spec is a page; none is empty. */
export function seedPages({ books, locations, heroImage, aboutImages }: SeedIds): SeedPage[] {
  const location = (
    slug: 'central' | 'los-angeles',
    { mission = false, details = true }: { mission?: boolean; details?: boolean } = {},
  ) =>
    ({
      blockType: 'locationCard',
      location: locations[slug],
      showMission: mission,
      showDetails: details,
    }) as const
  const contactForm = (slug?: 'central' | 'los-angeles') =>
    ({
      blockType: 'contactForm',
      heading: 'Send us a message',
      ...(slug ? { location: locations[slug] } : {}),
      successMessage:
        'Thank you. We have your message and sent you a confirmation by email. We reply within two working days.',
    }) as const
  return [
    {
      title: 'Home',
      slug: 'home',
      layout: 'default',
      seo: {
        title: 'Roster',
        description: 'A talent and model agency in Los Angeles and Central.',
      },
      blocks: [
        {
          blockType: 'videoBanner',
          heading: 'Faces for the season ahead',
          poster: heroImage,
          link: { label: 'See the women', url: '/women' },
        },
        { blockType: 'talentGrid', heading: 'Women', book: books.women!, limit: 8 },
        { blockType: 'talentGrid', heading: 'Men', book: books.men!, limit: 4 },
        { blockType: 'talentGrid', heading: 'New Faces', book: books['new-faces']!, limit: 4 },
        {
          blockType: 'callToAction',
          heading: 'Become a model',
          text: 'We review every application and reply within two weeks.',
          link: { label: 'Apply now', url: '/submit' },
        },
      ],
    },
    {
      title: 'Frequently asked questions',
      slug: 'faq',
      layout: 'default',
      blocks: [{ blockType: 'faqList' }],
    },
    {
      title: 'About',
      slug: 'about',
      layout: 'default',
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'Roster represents models and talent from two offices, in Los Angeles and Central. We build careers over years: every talent has a booker who knows their work, their goals and their limits.',
            '## How we work',
            'We scout in person and online, develop New Faces with test shoots and travel, and book editorial, runway, commercial and screen work for clients around the world.',
          ),
        },
        {
          blockType: 'gallery',
          heading: 'Recent work',
          images: aboutImages.map((image) => ({ image })),
        },
        {
          blockType: 'callToAction',
          heading: 'Work with us',
          link: { label: 'Contact the agency', url: '/contact' },
        },
      ],
    },
    {
      title: 'Apply',
      slug: 'submit',
      layout: 'default',
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'We are always looking for new faces. Applying is free, and always will be.',
            '## What to send',
            'Two to six recent, natural photos (a head shot, a full-length shot and a profile), your height and measurements, and how to reach you.',
            '## What happens next',
            'Our scouts review every application. If we would like to meet you, we reply within two weeks by email. If you do not hear from us, we have not been able to take you on this time; your application is deleted after 180 days.',
          ),
        },
        {
          blockType: 'submissionForm',
          heading: 'Your application',
          successMessage:
            'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
        },
      ],
    },
    {
      title: 'Contact',
      slug: 'contact',
      layout: 'default',
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'Write or call the office nearest to you. For bookings, include your production dates and the talent you have in mind.',
          ),
        },
        location('los-angeles'),
        location('central'),
        contactForm(),
      ],
    },
    {
      title: 'Our mission',
      slug: 'mission',
      layout: 'default',
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'We represent people, not portfolios. Our mission is to build long careers with fair pay, safe sets and honest advice.',
            'Each of our offices carries that mission in its own way.',
          ),
        },
        location('los-angeles', { mission: true, details: false }),
        location('central', { mission: true, details: false }),
      ],
    },
    {
      title: 'Central mission',
      slug: 'central-mission',
      layout: 'default',
      blocks: [location('central', { mission: true })],
    },
    {
      title: 'Contact Central',
      slug: 'central-contact',
      layout: 'default',
      blocks: [location('central'), contactForm('central')],
    },
    {
      title: 'Contact Los Angeles',
      slug: 'los-angeles-contact',
      layout: 'default',
      blocks: [location('los-angeles'), contactForm('los-angeles')],
    },
    {
      title: 'Payments: Central',
      slug: 'central-payment',
      layout: 'default',
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'Pay an invoice from the Central office. Quote your invoice number as the reference.',
          ),
        },
        { blockType: 'paymentForm', location: locations['central'] },
        location('central'),
      ],
    },
    {
      title: 'Payments: Los Angeles',
      slug: 'los-angeles-payment',
      layout: 'default',
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'Pay an invoice from the Los Angeles office. Quote your invoice number as the reference.',
          ),
        },
        { blockType: 'paymentForm', location: locations['los-angeles'] },
        location('los-angeles'),
      ],
    },
    legal(
      'Privacy notice',
      'This notice explains, in short, what we do with your data when you visit our site or apply to the agency.',
    ),
    legal(
      'Privacy policy',
      'This policy describes in full how Roster Agency handles personal data.',
    ),
    legal('Terms and conditions', 'These terms apply to the use of this website.'),
    {
      title: 'Accessibility',
      slug: 'accessibility',
      layout: 'default',
      seo: {
        description:
          'How accessible this website is, the standard it aims for (WCAG 2.2 AA) and how to report a problem.',
      },
      blocks: [
        {
          blockType: 'richText',
          content: richText(
            'Roster Agency wants everyone to be able to browse our talent, apply and reach us, whatever device or assistive technology they use.',
            '## The standard we aim for',
            'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page can be used with a keyboard alone, shows a visible focus, keeps text contrast at AA or better in the light and dark themes, gives every picture a text alternative and respects a request for reduced motion.',
            '## What we know is not perfect yet',
            'Some older portfolio pictures have short descriptions, and videos supplied by talents may have no captions. We improve them as we update each portfolio.',
            '## Report a problem',
            'If something on this site is hard or impossible for you to use, write to either office through the contact page, or by email to la@roster.example or central@roster.example, and say which page and what went wrong. We answer within two working days and, if you ask, send you the information in another format.',
            '## How we check',
            'Every release is tested automatically against WCAG 2.2 AA rules on every kind of page, and by hand with a keyboard and a screen reader. This statement was last reviewed in 2026.',
          ),
        },
      ],
    },
  ]
}
