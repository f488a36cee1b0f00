import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'

import { SHORTLIST_STORAGE_KEY } from '@/features/shortlist/constants'

import { captchaTokenFor, OFFICES, uniqueEmail } from './support/contact'
import { header, mailsTo } from './support/mail'
import { E2E_BASE_URL } from './support/server-env'
import { gotoReady } from './support/shell'
import { comparedNames, TALENTS, withShortlist } from './support/shortlist'
import { asStaff } from './support/staff'

/** Issue 17: the shortlist sent to the agency as an inquiry. */

const { amara, lena, sofia } = TALENTS

type StoredInquiry = {
  status: string
  company: string
  location: { slug: string }
  talents: { name: string }[]
}

async function storedInquiries(request: APIRequestContext, email: string) {
  const { docs } = await asStaff(
    request,
    'GET',
    `/cms/api/inquiries?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
  )
  return docs as unknown as StoredInquiry[]
}

/** Fills the inquiry's required fields with a client's answers, consents, and sends it. */
async function sendInquiry(
  form: Locator,
  answers: { name: string; company: string; email: string; dates: string; usage: string },
) {
  await form.getByLabel('Full name').fill(answers.name)
  await form.getByLabel('Company').fill(answers.company)
  await form.getByLabel('Email', { exact: true }).fill(answers.email)
  await form.getByLabel('Dates or period').fill(answers.dates)
  await form.getByLabel('Usage and territory').fill(answers.usage)
  await form.getByRole('checkbox', { name: /I have read the privacy policy/ }).check()
  await form.getByRole('button', { name: 'Send inquiry' }).click()
}

test('an inquiry reaches the inbox with its talents, the office and the sender by mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('inquiry')
  // Two of the three talents belong to Los Angeles, and no town was chosen in the header.
  await withShortlist(page, [lena.slug, amara.slug, sofia.slug])
  await gotoReady(page, '/shortlist')
  await expect.poll(() => comparedNames(page)).toHaveLength(3)
  const form = page.getByRole('region', { name: 'Send as an inquiry' })
  await form.getByLabel('Phone (optional)').fill('+1 213 555 0100')
  await form.getByRole('textbox', { name: 'Message (optional)' }).fill('A spring campaign.')
  await sendInquiry(form, {
    name: 'Jo Booker',
    company: 'North Pictures',
    email,
    dates: '12 to 14 May',
    usage: 'Print and online, Europe, one year',
  })
  await expect(form.getByRole('status').filter({ hasText: 'Inquiry sent' })).toContainText(
    `a confirmation listing them is on its way to ${email}`,
  )

  await expect.poll(async () => (await storedInquiries(request, email)).length).toBe(1)
  const [stored] = await storedInquiries(request, email)
  expect(stored).toMatchObject({
    status: 'new',
    company: 'North Pictures',
    location: { slug: 'los-angeles' },
  })
  expect(stored!.talents.map((talent) => talent.name)).toEqual([lena.name, amara.name, sofia.name])

  const office = OFFICES['los-angeles'].email
  await expect
    .poll(() => mailsTo(office).filter((mail) => mail.text.includes(email)).length)
    .toBe(1)
  const toOffice = mailsTo(office).find((mail) => mail.text.includes(email))!
  expect(header(toOffice.raw, 'Reply-To')).toBe(email)
  expect(toOffice.text).toContain(`1. ${lena.name}: ${E2E_BASE_URL}/women/${lena.slug}`)
  await expect.poll(() => mailsTo(email).length).toBe(1)
  const confirmation = mailsTo(email)[0]!
  expect(header(confirmation.raw, 'Subject')).toBe('We received your shortlist inquiry')
  for (const { name } of [lena, amara, sofia]) expect(confirmation.text).toContain(name)
})

test('a shared shortlist is sent as an inquiry from its own page, with its talents', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('inquiry-shared')
  // The receiver's own list is empty: the talents are the link's.
  await gotoReady(page, `/shortlist/${sofia.slug},${amara.slug}`)
  const form = page.getByRole('region', { name: 'Send as an inquiry' })
  await sendInquiry(form, {
    name: 'Sam Receiver',
    company: 'South Studio',
    email,
    dates: 'June',
    usage: 'Online, one year',
  })
  await expect(form.getByRole('status').filter({ hasText: 'Inquiry sent' })).toContainText(email)
  await expect.poll(async () => (await storedInquiries(request, email)).length).toBe(1)
  const [stored] = await storedInquiries(request, email)
  expect(stored!.talents.map((talent) => talent.name)).toEqual([sofia.name, amara.name])
  expect(await page.evaluate((key) => localStorage.getItem(key), SHORTLIST_STORAGE_KEY)).toBeNull()
})

test('the office of the town chosen in the header receives it', async ({ page, request }) => {
  const email = uniqueEmail('inquiry-town')
  await withShortlist(page, [amara.slug, sofia.slug])
  await page.getByRole('banner').getByLabel('Town').selectOption({ label: 'Central' })
  await gotoReady(page, '/shortlist')
  await expect.poll(() => comparedNames(page)).toHaveLength(2)
  const form = page.getByRole('region', { name: 'Send as an inquiry' })
  await sendInquiry(form, {
    name: 'Jo Booker',
    company: 'North Pictures',
    email,
    dates: 'June',
    usage: 'Online, worldwide',
  })
  await expect(form.getByRole('status').filter({ hasText: 'Inquiry sent' })).toBeVisible()
  await expect.poll(async () => (await storedInquiries(request, email)).length).toBe(1)
  expect((await storedInquiries(request, email))[0]!.location.slug).toBe('central')
})

test('validation: the browser’s messages, and the same words in the 422 answer', async ({
  page,
  request,
}) => {
  await withShortlist(page, [lena.slug])
  await gotoReady(page, '/shortlist')
  const form = page.getByRole('region', { name: 'Send as an inquiry' })
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Form incomplete.' })).toBeVisible()
  await expect(form.getByLabel('Full name')).toBeFocused()

  const values = {
    name: 'J',
    company: 'N',
    email: 'jo@',
    phone: 'call me',
    dates: '',
    usage: 'x',
    message: '',
    consent: false,
  }
  await form.getByLabel('Full name').fill(values.name)
  await form.getByLabel('Company').fill(values.company)
  await form.getByLabel('Email', { exact: true }).fill(values.email)
  await form.getByLabel('Phone (optional)').fill(values.phone)
  await form.getByLabel('Usage and territory').fill(values.usage)
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  const shown = {
    name: 'Full name must be between 2 and 100 characters.',
    company: 'Company must be between 2 and 100 characters.',
    email: 'Please enter a valid email address.',
    phone: 'Phone is not an allowed value.',
    dates: 'Dates or period is required.',
    usage: 'Usage and territory must be between 2 and 1000 characters.',
    consent: 'Please accept the privacy policy.',
  }
  for (const message of Object.values(shown)) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }

  const answer = await request.post('/api/_forms/inquiry', {
    data: { ...values, talents: [lena.slug], captchaToken: captchaTokenFor('inquiry') },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(answer.status()).toBe(422)
  expect(await answer.json()).toEqual({
    errors: Object.fromEntries(Object.entries(shown).map(([field, text]) => [field, [text]])),
  })
})
