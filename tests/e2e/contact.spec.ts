import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import {
  captchaTokenFor,
  fillMessage,
  OFFICES,
  storedMessages,
  theStoredMessage,
  todayIn,
  uniqueEmail,
  type OfficeSlug,
} from './support/contact'
import { header, mailsTo } from './support/mail'
import { loopbackAddress, requestFrom } from './support/from-address'
import { E2E_BASE_URL } from './support/server-env'
import { gotoReady } from './support/shell'
import { staffHeaders } from './support/staff'

/** The contact pages: which office a message reaches, the form's rules, and each office's details. */

async function expectDelivered(
  page: Page,
  request: Parameters<typeof theStoredMessage>[0],
  office: OfficeSlug,
  email: string,
  marker: string,
) {
  await expect(
    page.getByRole('status').filter({ hasText: `Message sent to ${OFFICES[office].name}` }),
  ).toBeVisible({ timeout: 15_000 })
  const stored = await theStoredMessage(request, email)
  expect(stored).toMatchObject({
    status: 'new',
    subject: 'Booking enquiry',
    location: { slug: office },
  })
  expect(stored.message).toContain(marker)
  expect(Date.parse(stored.consentAt)).toBeGreaterThan(Date.now() - 5 * 60_000)

  // The office's mail, answerable with one click, and the visitor's confirmation.
  await expect
    .poll(() => mailsTo(OFFICES[office].email).filter((mail) => mail.text.includes(marker)).length)
    .toBe(1)
  const toOffice = mailsTo(OFFICES[office].email).find((mail) => mail.text.includes(marker))!
  expect(header(toOffice.raw, 'Reply-To')).toBe(email)
  for (const other of Object.keys(OFFICES) as OfficeSlug[]) {
    if (other === office) continue
    expect(mailsTo(OFFICES[other].email).some((mail) => mail.text.includes(marker))).toBe(false)
  }
  await expect.poll(() => mailsTo(email).length).toBe(1)
  const confirmation = mailsTo(email)[0]!
  expect(header(confirmation.raw, 'Subject')).toBe('We received your message')
  expect(confirmation.text).toContain(`Roster ${OFFICES[office].name}`)
}

for (const office of ['central', 'los-angeles'] as const) {
  test(`/${office}-contact sends to ${OFFICES[office].name}, without a choice of office`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(office)
    const marker = `marker-${office}-${Date.now()}`
    await gotoReady(page, `/${office}-contact`)
    await expect(page.getByLabel('Office', { exact: true })).toHaveCount(0)
    await fillMessage(page, { name: 'Jo Booker', email, message: `Casting in May. ${marker}` })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expectDelivered(page, request, office, email, marker)
  })

  test(`/contact sends to ${OFFICES[office].name} when the visitor picks it`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`contact-${office}`)
    const marker = `marker-contact-${office}-${Date.now()}`
    await gotoReady(page, '/contact')
    // The other office is preselected first, so the choice is the visitor's.
    const other = office === 'central' ? 'los-angeles' : 'central'
    await page.getByLabel('Office', { exact: true }).selectOption({ label: OFFICES[other].name })
    await page.getByLabel('Office', { exact: true }).selectOption({ label: OFFICES[office].name })
    await fillMessage(page, { name: 'Jo Booker', email, message: `Press enquiry. ${marker}` })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expectDelivered(page, request, office, email, marker)
  })
}

test('/contact preselects the office of the visitor’s town, and follows a change of town', async ({
  page,
}) => {
  // The site's default town is Los Angeles.
  await gotoReady(page, '/contact')
  const officeSelect = page.getByLabel('Office', { exact: true })
  await expect(officeSelect).toHaveValue('los-angeles')
  await page.getByRole('banner').getByLabel('Town').selectOption({ label: 'Central' })
  await expect(officeSelect).toHaveValue('central')

  // A town kept from an earlier visit.
  await page.goto('/about')
  await gotoReady(page, '/contact')
  await expect(officeSelect).toHaveValue('central')

  // Once the visitor picks an office, a change of town leaves it alone.
  await officeSelect.selectOption({ label: 'Los Angeles' })
  await page.getByRole('banner').getByLabel('Town').selectOption({ label: 'Central' })
  await page.getByRole('banner').getByLabel('Town').selectOption({ label: 'Los Angeles' })
  await page.getByRole('banner').getByLabel('Town').selectOption({ label: 'Central' })
  await expect(officeSelect).toHaveValue('los-angeles')
})

test('a town stored before the page loads is preselected', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('roster:town', 'CENTRAL'))
  await gotoReady(page, '/contact')
  await expect(page.getByLabel('Office', { exact: true })).toHaveValue('central')
})

test('validation: the browser’s messages, and the same words in the 422 answer', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/central-contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  const status = page.getByRole('alert').filter({ hasText: 'Form incomplete.' })
  await expect(status).toContainText('Sorry, not all fields are filled out correctly.')
  await expect(page.getByText('Full name is required.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toBeFocused()

  const values = {
    location: 'central',
    name: 'J',
    email: 'jo@',
    phone: 'call me',
    subject: 'booking',
    message: 'Hi',
    consent: false,
  }
  await page.getByLabel('Full name').fill(values.name)
  await page.getByLabel('Email', { exact: true }).fill(values.email)
  await page.getByLabel('Phone (optional)').fill(values.phone)
  await page.getByLabel('Subject').selectOption('Booking enquiry')
  await page.getByRole('textbox', { name: 'Message' }).fill(values.message)
  await page.getByRole('button', { name: 'Send message' }).click()
  const shown = {
    name: 'Full name must be between 2 and 100 characters.',
    email: 'Please enter a valid email address.',
    phone: 'Phone is not an allowed value.',
    message: 'Message must be between 10 and 5000 characters.',
    consent: 'Please accept the privacy policy.',
  }
  for (const message of Object.values(shown)) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  const answer = await request.post('/api/_forms/contact', {
    data: { ...values, captchaToken: captchaTokenFor('contact') },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(answer.status()).toBe(422)
  expect(await answer.json()).toEqual({
    errors: Object.fromEntries(Object.entries(shown).map(([field, text]) => [field, [text]])),
  })
})

test('the honeypot: a bot that fills it sees success, and nothing is stored', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('honeypot')
  await gotoReady(page, '/los-angeles-contact')
  await fillMessage(page, { name: 'Bot Like', email, message: 'Buy cheap followers now!' })
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible()
  await page.waitForTimeout(500)
  expect(await storedMessages(request, email)).toEqual([])
  expect(mailsTo(email)).toEqual([])
})

test('a visitor the captcha scores as a bot is refused with a message', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('bot')
  await gotoReady(page, '/central-contact?captcha-score=0.1')
  await fillMessage(page, { name: 'Bot Like', email, message: 'A message from a bot, surely.' })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not check that you are not a robot' }),
  ).toBeVisible()
  expect(await storedMessages(request, email)).toEqual([])
})

test('the rate limit: 429 with Retry-After once an address has sent its share', async () => {
  const limit = 40 // CONTACT_RATE_LIMIT of the end-to-end server
  const [mine, other] = [loopbackAddress(), loopbackAddress()]
  // A spoofed X-Forwarded-For from an untrusted peer must not give the sender a fresh bucket.
  const postFrom = (localAddress: string) =>
    requestFrom(localAddress, {
      method: 'POST',
      path: '/api/_forms/contact',
      headers: {
        'Content-Type': 'application/json',
        Origin: E2E_BASE_URL,
        'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ name: 'Bot' }),
    })
  for (let attempt = 0; attempt < limit; attempt++) {
    // Counted, then refused for its missing captcha token.
    expect((await postFrom(mine)).status).toBe(400)
  }
  const limited = await postFrom(mine)
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000)
  expect((await postFrom(other)).status).toBe(400)
})

test('each office’s details: phone and email links, today’s hours marked, their note, a map', async ({
  page,
}) => {
  for (const slug of ['los-angeles', 'central'] as const) {
    const office = OFFICES[slug]
    await page.goto(`/${slug}-contact`)
    const card = page.getByRole('region', { name: office.name, exact: true })
    await expect(card.getByRole('link', { name: office.phone })).toHaveAttribute('href', office.tel)
    await expect(card.getByRole('link', { name: office.email })).toHaveAttribute(
      'href',
      `mailto:${office.email}`,
    )
    const today = todayIn(office.timeZone)
    const rows = card.getByRole('row')
    await expect(rows).toHaveCount(7)
    const marked = card.locator('tr[aria-current="date"]')
    await expect(marked).toHaveCount(1)
    await expect(marked.getByRole('rowheader')).toHaveText(`${today} Today`)
    await expect(card.getByRole('row', { name: /^Monday/ })).toContainText('9:30 AM – 6:00 PM')
    await expect(card.getByRole('row', { name: /^Sunday/ })).toContainText('Closed')
    await expect(card.getByText(office.hoursNote, { exact: true })).toBeVisible()
    const map = card.getByRole('img', { name: `Map of the ${office.name} office` })
    await expect(map).toBeVisible()
    expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expect(card.getByRole('link', { name: /^Open map/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\//,
    )
    // No third-party frame or script on the page: the map is our own picture.
    await expect(page.locator('iframe')).toHaveCount(0)
  }
})

async function localBusinesses(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'LocalBusiness')
}

test('schema.org LocalBusiness for every office shown', async ({ page }) => {
  await page.goto('/contact')
  const both = await localBusinesses(page)
  expect(both.map((business) => business.name).sort()).toEqual([
    'Roster Central',
    'Roster Los Angeles',
  ])
  await page.goto('/los-angeles-contact')
  const [la] = await localBusinesses(page)
  expect(la).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    url: `${E2E_BASE_URL}/los-angeles-contact`,
    telephone: OFFICES['los-angeles'].phone,
    email: OFFICES['los-angeles'].email,
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
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '09:30',
        closes: '18:00',
      },
    ],
  })
  expect(la!.image).toMatch(/\/image\/proxy\?src=%2Fmedia%2Fmap-los-angeles\.png/)
})

test('the mission pages draw on each office’s mission text', async ({ page }) => {
  await page.goto('/mission')
  await expect(page.getByRole('heading', { level: 1, name: 'Our mission' })).toBeVisible()
  await expect(page.getByText('Los Angeles is where fashion meets screen.')).toBeVisible()
  await expect(page.getByText('Central is the agency’s home office')).toBeVisible()
  // The page's own link (the footer lists every office's pages too).
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Contact Central' }),
  ).toHaveAttribute('href', '/central-contact')
  await page.goto('/central-mission')
  const central = page.getByRole('region', { name: 'Central', exact: true })
  await expect(central.getByText('Central is the agency’s home office')).toBeVisible()
  await expect(central.getByText('230 West Superior Street, Floor 3')).toBeVisible()
  await expect(page.getByText('Los Angeles is where fashion meets screen.')).toHaveCount(0)
})

test('staff export the messages inbox as CSV; visitors cannot read it', async ({ request }) => {
  const response = await request.get('/cms/api/messages/export-csv', { headers: staffHeaders() })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8')
  // A byte-order mark first, so Excel reads the file as UTF-8.
  expect((await response.text()).split('\r\n')[0]).toBe(
    '\uFEFFid,received,status,office,name,email,phone,subject,message,consentAt,notes,language',
  )
  expect((await request.get('/cms/api/messages/export-csv')).status()).toBe(401)
  expect((await request.get('/cms/api/messages')).status()).toBe(403)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the contact page passes axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await gotoReady(page, '/contact')
    const results = await new AxeBuilder({ page }).include('main').analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
}
