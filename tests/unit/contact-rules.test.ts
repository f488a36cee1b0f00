/**
 * The contact form's rules as both sides check them, the office preselected from the visitor's
 * town, and the record kept of a message.
 */
import { describe, expect, it } from 'vitest'

import { officeForTown } from '@/features/contact/offices'
import { messageRecord } from '@/features/contact/record'
import { contactSchema, subjectLabel } from '@/features/contact/schema'
import { validateForm } from '@/features/forms/validate-form'
import { en } from '@/lib/i18n/messages/en'

const offices = [
  { label: 'Central', value: 'central' },
  { label: 'Los Angeles', value: 'los-angeles' },
]
const schema = contactSchema(offices, en)

const valid = {
  location: 'central',
  name: 'Jo Booker',
  email: 'jo@example.test',
  phone: '',
  subject: 'booking',
  message: 'We would like to book two models for a shoot in May.',
  consent: true,
}

describe('contactSchema', () => {
  it('accepts a complete message, the phone being optional', async () => {
    const result = await validateForm(schema, valid)
    expect(result.valid).toBe(true)
  })

  it('gives FormKit’s messages for each mistake', async () => {
    const result = await validateForm(schema, {
      location: 'paris',
      name: '',
      email: 'jo@',
      phone: 'call me',
      subject: 'lottery',
      message: 'Hi',
      consent: false,
    })
    expect(result.valid).toBe(false)
    expect(!result.valid && result.errors).toEqual({
      location: ['Office is not an allowed value.'],
      name: ['Full name is required.'],
      email: ['Please enter a valid email address.'],
      phone: ['Phone is not an allowed value.'],
      subject: ['Subject is not an allowed value.'],
      message: ['Message must be between 10 and 5000 characters.'],
      consent: ['Please accept the privacy policy.'],
    })
  })

  it('requires an office and a subject', async () => {
    const result = await validateForm(schema, { ...valid, location: undefined, subject: '' })
    expect(!result.valid && result.errors).toEqual({
      location: ['Office is required.'],
      subject: ['Subject is required.'],
    })
  })

  it('refuses a message over 5000 characters', async () => {
    const result = await validateForm(schema, { ...valid, message: 'x'.repeat(5001) })
    expect(!result.valid && result.errors).toEqual({
      message: ['Message must be between 10 and 5000 characters.'],
    })
  })
})

describe('officeForTown', () => {
  const towns = [
    { label: 'Central', value: 'central', town: 'CENTRAL' as const },
    { label: 'Los Angeles', value: 'los-angeles', town: 'LA' as const },
  ]

  it('is the office of the visitor’s town', () => {
    expect(officeForTown(towns, 'LA')).toBe('los-angeles')
    expect(officeForTown(towns, 'CENTRAL')).toBe('central')
  })

  it('is nothing when no office is in that town', () => {
    expect(officeForTown(towns.slice(0, 1), 'LA')).toBeUndefined()
  })
})

describe('messageRecord', () => {
  it('keeps the subject’s words, no empty phone, and when consent was given', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(
      messageRecord({ ...valid, name: ' Jo Booker ', location: 'central' }, 7, 'en', now),
    ).toEqual({
      status: 'new',
      location: 7,
      name: 'Jo Booker',
      email: 'jo@example.test',
      phone: null,
      subject: 'Booking enquiry',
      message: 'We would like to book two models for a shoot in May.',
      consentAt: '2026-11-22T10:00:00.000Z',
      locale: 'en',
    })
    expect(subjectLabel('press', en.contact)).toBe('Press')
  })
})
