import { randomUUID } from 'node:crypto'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { asStaff } from './staff'

/** The seeded offices (src/seed/agency.ts) as the contact pages show them. */
export const OFFICES = {
  'los-angeles': {
    name: 'Los Angeles',
    email: 'la@roster.example',
    phone: '+1 (310) 555-0142',
    tel: 'tel:+13105550142',
    timeZone: 'America/Los_Angeles',
    hoursNote: 'Castings are by appointment only.',
  },
  central: {
    name: 'Central',
    email: 'central@roster.example',
    phone: '+1 (312) 555-0187',
    tel: 'tel:+13125550187',
    timeZone: 'America/Chicago',
    hoursNote: 'Closed on public holidays.',
  },
} as const

export type OfficeSlug = keyof typeof OFFICES

/** An address no other test uses, so its record and mails are this test's alone. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`

/** Fills the form as a visitor would (the office, when there is a choice, is left to the caller). */
export async function fillMessage(
  page: Page,
  visitor: { name: string; email: string; message: string },
): Promise<void> {
  await page.getByLabel('Full name').fill(visitor.name)
  await page.getByLabel('Email', { exact: true }).fill(visitor.email)
  await page.getByLabel('Phone (optional)').fill('+1 213 555 0100')
  await page.getByLabel('Subject').selectOption('Booking enquiry')
  await page.getByRole('textbox', { name: 'Message' }).fill(visitor.message)
  await page.getByRole('checkbox', { name: /I have read the privacy policy/ }).check()
}

type StoredMessage = {
  id: number
  status: string
  name: string
  subject: string
  message: string
  consentAt: string
  location: { slug: string }
}

/** The messages stored for a sender, read as staff through the REST API. */
export async function storedMessages(
  request: APIRequestContext,
  email: string,
): Promise<StoredMessage[]> {
  const { docs } = await asStaff(
    request,
    'GET',
    `/cms/api/messages?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
  )
  return docs as unknown as StoredMessage[]
}

/** Waits for the one message of this sender and returns it. */
export async function theStoredMessage(
  request: APIRequestContext,
  email: string,
): Promise<StoredMessage> {
  await expect.poll(async () => (await storedMessages(request, email)).length).toBe(1)
  return (await storedMessages(request, email))[0]!
}

/** Today's weekday where an office is, as its hours mark it ("Sunday"). */
export const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(new Date())

/** A token the reCAPTCHA stand-in (support/captcha-stand-in.mjs) passes, as its script makes them. */
export const captchaTokenFor = (action: string) =>
  ['e2e', 'e2e-recaptcha-site-key', action, 'localhost', '0.9', randomUUID()]
    .map(encodeURIComponent)
    .join(':')
