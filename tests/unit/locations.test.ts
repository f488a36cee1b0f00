/**
 * Pure pieces of the location pages: which day is today where the office is, the week's rows,
 * the times as visitors read them, tel: and mailto: links, and the LocalBusiness JSON-LD.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { mailtoHref, telHref } from '@/features/locations/links'
import {
  formatRange,
  formatTime,
  nextDayStart,
  weekdayIn,
  weekHours,
  type HoursEntry,
} from '@/features/locations/opening-hours'
import { OpeningHours } from '@/features/locations/opening-hours-table'
import { localBusinessStructuredData } from '@/features/locations/structured-data'
import { catalogues } from '@/lib/i18n/messages'

describe('nextDayStart: when a page marking today goes out of date', () => {
  it('is the office’s next midnight, in its own time zone', () => {
    // Sunday 22:10 in Los Angeles (PST, UTC-8): Monday begins at 08:00 UTC.
    expect(nextDayStart('America/Los_Angeles', new Date('2026-11-23T06:10:00Z'))).toEqual(
      new Date('2026-11-23T08:00:00Z'),
    )
    // Kolkata is UTC+5:30: its midnight falls on a half hour of UTC.
    expect(nextDayStart('Asia/Kolkata', new Date('2026-11-23T12:00:00Z'))).toEqual(
      new Date('2026-11-23T18:30:00Z'),
    )
  })

  it('spans the day the clocks go back, and is null for a zone the runtime does not know', () => {
    // 2026-11-01 is 25 hours long in Los Angeles: from 07:00 UTC (PDT) to 08:00 UTC the next day.
    expect(nextDayStart('America/Los_Angeles', new Date('2026-11-01T07:00:00Z'))).toEqual(
      new Date('2026-11-02T08:00:00Z'),
    )
    expect(nextDayStart('Mars/Olympus_Mons')).toBeNull()
  })
})

describe('weekdayIn', () => {
  // Monday 2026-11-23 05:30 UTC: still Sunday evening in Los Angeles and Chicago, Monday in Paris.
  const mondayMorningUtc = new Date('2026-11-23T05:30:00Z')

  it.each([
    ['America/Los_Angeles', 'sunday'],
    ['America/Chicago', 'sunday'],
    ['Europe/Paris', 'monday'],
    ['Pacific/Auckland', 'monday'],
    ['UTC', 'monday'],
  ])('%s → %s', (timeZone, day) => {
    expect(weekdayIn(timeZone, mondayMorningUtc)).toBe(day)
  })

  it('turns at the office’s midnight, daylight saving time included', () => {
    // 2026-03-08 is the day Los Angeles moves to PDT (UTC-7): midnight is 07:00 UTC after it.
    expect(weekdayIn('America/Los_Angeles', new Date('2026-03-09T06:59:00Z'))).toBe('sunday')
    expect(weekdayIn('America/Los_Angeles', new Date('2026-03-09T07:00:00Z'))).toBe('monday')
    // In winter (PST, UTC-8) the same instant is still Sunday.
    expect(weekdayIn('America/Los_Angeles', new Date('2026-11-23T07:30:00Z'))).toBe('sunday')
    expect(weekdayIn('America/Los_Angeles', new Date('2026-11-23T08:00:00Z'))).toBe('monday')
  })

  it('refuses a time zone the runtime does not know', () => {
    expect(() => weekdayIn('Mars/Olympus_Mons')).toThrow()
  })
})

describe('weekHours', () => {
  const hours: HoursEntry[] = [
    { day: 'friday', opens: '09:30', closes: '18:00' },
    { day: 'monday', opens: '14:00', closes: '18:00' },
    { day: 'monday', opens: '09:00', closes: '12:30' },
    { day: 'saturday', opens: '10:00', closes: '14:00' },
  ]
  const wednesdayNoonInLA = new Date('2026-11-25T20:00:00Z')

  it('lists Monday to Sunday, ranges in order, missing days closed', () => {
    const week = weekHours(hours, 'America/Los_Angeles', wednesdayNoonInLA)
    expect(week.map((day) => day.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(week[0]!.ranges).toEqual([
      { opens: '09:00', closes: '12:30' },
      { opens: '14:00', closes: '18:00' },
    ])
    expect(week[1]!.ranges).toEqual([])
    expect(week[6]!.ranges).toEqual([])
  })

  it('marks exactly one day, today in the office’s time zone', () => {
    // Thursday 02:00 UTC is Wednesday evening in Los Angeles, Thursday in London.
    const instant = new Date('2026-11-26T02:00:00Z')
    const marked = (timeZone: string) =>
      weekHours(hours, timeZone, instant)
        .filter((day) => day.today)
        .map((day) => day.day)
    expect(marked('America/Los_Angeles')).toEqual(['wednesday'])
    expect(marked('Europe/London')).toEqual(['thursday'])
  })

  it('marks a closed day too: today may be a day without hours', () => {
    const sunday = weekHours(hours, 'America/Chicago', new Date('2026-11-22T18:00:00Z'))
    expect(sunday.find((day) => day.today)).toEqual({ day: 'sunday', ranges: [], today: true })
  })

  it('marks no day for an unknown time zone, and reads missing hours as closed', () => {
    expect(weekHours(hours, 'Not/A_Zone').some((day) => day.today)).toBe(false)
    expect(weekHours(null, 'UTC').every((day) => day.ranges.length === 0)).toBe(true)
  })
})

describe('formatTime', () => {
  it.each([
    ['09:30', '9:30 AM'],
    ['18:00', '6:00 PM'],
    ['12:00', '12:00 PM'],
    ['00:00', '12:00 AM'],
    ['23:59', '11:59 PM'],
    ['9.30', '9.30'],
  ])('%s → %s', (time, expected) => {
    expect(formatTime(time, 'en')).toBe(expected)
  })

  it('formats a range', () => {
    expect(formatRange({ opens: '09:30', closes: '18:00' }, 'en')).toBe('9:30 AM – 6:00 PM')
  })
})

describe('links', () => {
  it.each([
    ['+1 (310) 555-0142', 'tel:+13105550142'],
    ['(312) 555.0187', 'tel:3125550187'],
    [' +44 20 7946 0958 ', 'tel:+442079460958'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })

  it('writes mailto: links', () => {
    expect(mailtoHref(' la@roster.example ')).toBe('mailto:la@roster.example')
  })
})

describe('localBusinessStructuredData', () => {
  const location = {
    name: 'Los Angeles',
    slug: 'los-angeles',
    address: {
      street: '8560 Sunset Boulevard, Suite 400',
      city: 'West Hollywood',
      region: 'CA',
      postalCode: '90069',
      country: 'US',
    },
    phone: '+1 (310) 555-0142',
    email: 'la@roster.example',
    mapUrl: 'https://maps.example/la',
    hours: [
      { day: 'tuesday', opens: '09:30', closes: '18:00' },
      { day: 'monday', opens: '09:30', closes: '18:00' },
      { day: 'saturday', opens: '10:00', closes: '14:00' },
    ] satisfies HoursEntry[],
  }
  const context = {
    siteName: 'Roster',
    siteUrl: 'https://roster.example',
    imagePath: '/image/proxy?src=%2Fmedia%2Fmap.png&w=1200',
  }

  it('describes the office as a LocalBusiness with its address, phone, email and page', () => {
    expect(localBusinessStructuredData(location, context)).toEqual({
      '@type': 'LocalBusiness',
      '@id': 'https://roster.example/los-angeles-contact#business',
      name: 'Roster Los Angeles',
      url: 'https://roster.example/los-angeles-contact',
      telephone: '+1 (310) 555-0142',
      email: 'la@roster.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '8560 Sunset Boulevard, Suite 400',
        addressLocality: 'West Hollywood',
        addressRegion: 'CA',
        postalCode: '90069',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
          opens: '09:30',
          closes: '18:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Saturday'],
          opens: '10:00',
          closes: '14:00',
        },
      ],
      image: 'https://roster.example/image/proxy?src=%2Fmedia%2Fmap.png&w=1200',
      hasMap: 'https://maps.example/la',
    })
  })

  it('leaves out what staff left empty', () => {
    const data = localBusinessStructuredData(
      {
        ...location,
        address: { street: '1 Main St', city: 'Chicago', region: null, postalCode: '' },
        mapUrl: null,
        hours: [],
      },
      { siteName: 'Roster', siteUrl: 'https://roster.example' },
    )
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main St',
      addressLocality: 'Chicago',
    })
    for (const key of ['openingHoursSpecification', 'image', 'hasMap']) {
      expect(data).not.toHaveProperty(key)
    }
  })
})

describe('OpeningHours', () => {
  const draw = (hours: HoursEntry[], note: string | null) =>
    renderToStaticMarkup(
      createElement(OpeningHours, {
        hours,
        note,
        timeZone: 'America/Chicago',
        now: new Date('2026-11-23T15:00:00Z'),
        locale: 'en',
        text: catalogues.en.locations,
      }),
    )
  const monday: HoursEntry[] = [{ day: 'monday', opens: '09:30', closes: '18:00' }]

  it('draws staff’s note under the week’s hours', () => {
    const html = draw(monday, 'Closed on public holidays.')
    expect(html).toMatch(/<\/table><p[^>]*>Closed on public holidays\.<\/p>/)
  })

  it('draws the note alone for an office that lists no hours, and nothing without either', () => {
    expect(draw([], 'By appointment only.')).not.toContain('<table')
    expect(draw([], 'By appointment only.')).toContain('By appointment only.')
    expect(draw([], null)).toBe('')
  })
})
