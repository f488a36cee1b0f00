import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { receivedMails } from './support/mail'
import { loopbackAddress, requestFrom } from './support/from-address'
import { E2E_BASE_URL } from './support/server-env'
import { gotoReady } from './support/shell'
import { asStaff, staffHeaders } from './support/staff'
import { bornYearsAgo, fillApplication } from './support/submission'

/** The application page (/submit) as an applicant and as staff use it. */

test('the page says what happens next and when the agency replies', async ({ page }) => {
  await gotoReady(page, '/submit')
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await expect(page.getByText('we reply within two weeks by email')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible()
})

test('on a wide screen the form stands beside the text that explains it; on a phone below it', async ({
  page,
}) => {
  const text = page.getByText('Our scouts review every application.')
  const form = page.getByRole('heading', { name: 'Your application' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/submit')
  const [wideText, wideForm] = [(await text.boundingBox())!, (await form.boundingBox())!]
  expect(wideForm.x).toBeGreaterThan(wideText.x + wideText.width)
  expect(wideForm.y).toBeLessThan(wideText.y)
  await page.setViewportSize({ width: 390, height: 844 })
  const [narrowText, narrowForm] = [(await text.boundingBox())!, (await form.boundingBox())!]
  expect(narrowForm.y).toBeGreaterThan(narrowText.y + narrowText.height)
})

test('a full application with photos is stored, private to staff, and confirmed by mail', async ({
  page,
  request,
}) => {
  const email = `full-${Date.now()}@example.test`
  await gotoReady(page, '/submit')
  await fillApplication(page, { name: 'Ana Full', email, dateOfBirth: '1999-04-12' })
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible()

  const { docs } = await asStaff(
    request,
    'GET',
    `/cms/api/submissions?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
  )
  const [stored] = docs!
  expect(stored).toMatchObject({ name: 'Ana Full', status: 'new' })
  const photos = stored!.photos as { filename: string; url: string; mimeType: string }[]
  expect(photos).toHaveLength(2)

  // Photos are served to staff only, re-encoded without EXIF or GPS.
  const fileUrl = `/cms/api/submission-photos/file/${photos[0]!.filename}`
  expect((await request.get(fileUrl)).status()).toBe(403)
  const asStaffFile = await request.get(fileUrl, { headers: staffHeaders() })
  expect(asStaffFile.status()).toBe(200)
  expect(asStaffFile.headers()['content-type']).toBe('image/jpeg')
  expect((await sharp(await asStaffFile.body()).metadata()).exif).toBeUndefined()
  expect((await request.get(`/media/${photos[0]!.filename}`)).status()).toBe(404)

  // The applicant's confirmation and the office's notification reach the SMTP peer.
  await expect.poll(() => receivedMails().filter((mail) => mail.raw.includes(email)).length).toBe(2)
})

test('an applicant under 18 must name a parent or guardian who consents', async ({ page }) => {
  await gotoReady(page, '/submit')
  const guardianName = page.getByLabel('Parent or guardian’s full name')
  await fillApplication(page, {
    name: 'Mia Young',
    email: `minor-${Date.now()}@example.test`,
    dateOfBirth: bornYearsAgo(15),
  })
  await expect(guardianName).toBeVisible()
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByText('Parent or guardian’s name is required.')).toBeVisible()
  await expect(page.getByText('Parent or guardian’s email is required.')).toBeVisible()
  await expect(page.getByText('Please accept the guardian’s consent.')).toBeVisible()
  await expect(guardianName).toBeFocused()

  await guardianName.fill('Rita Young')
  await page.getByLabel('Parent or guardian’s email').fill('rita@example.test')
  await page.getByRole('checkbox', { name: /I am the applicant’s parent or guardian/ }).check()
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible()
})

test('the guardian’s fields go away again for an adult', async ({ page }) => {
  await gotoReady(page, '/submit')
  await page.getByLabel('Date of birth').fill(bornYearsAgo(16))
  await expect(page.getByLabel('Parent or guardian’s full name')).toBeVisible()
  await page.getByLabel('Date of birth').fill(bornYearsAgo(30))
  await expect(page.getByLabel('Parent or guardian’s full name')).toHaveCount(0)
})

test('reCAPTCHA: the script loads only with a form, the badge is hidden, the notice is shown', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.locator('script[src*="/recaptcha/api.js"]')).toHaveCount(0)
  await page.goto('/submit')
  await expect(page.locator('script[src*="/recaptcha/api.js"]')).toHaveCount(1)
  await expect(page.locator('script[src*="/recaptcha/api.js"]')).toHaveAttribute(
    'src',
    /render=e2e-recaptcha-site-key&badge=bottomleft$/,
  )
  await expect(page.getByText('This site is protected by reCAPTCHA and the Google')).toBeVisible()
  const notice = page.getByText('This site is protected by reCAPTCHA and the Google')
  await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    'https://policies.google.com/privacy',
  )
  const badge = page.locator('.grecaptcha-badge')
  await expect(badge).toHaveCount(1)
  await expect(badge).toBeHidden()
})

test('a visitor the captcha scores as a bot is refused, with a message, and nothing is stored', async ({
  page,
  request,
}) => {
  const email = `bot-${Date.now()}@example.test`
  await page.goto('/submit?captcha-score=0.1')
  await fillApplication(page, { name: 'Bot Like', email, dateOfBirth: '1990-01-01' })
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not check that you are not a robot' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send application' })).toBeEnabled()
  const { docs } = await asStaff(
    request,
    'GET',
    `/cms/api/submissions?where[email][equals]=${encodeURIComponent(email)}`,
  )
  expect(docs).toEqual([])
})

test('staff see the inbox newest first, with status and notes they can change', async ({
  request,
}) => {
  for (const name of ['Inbox First', 'Inbox Second']) {
    await asStaff(request, 'POST', '/cms/api/submissions', { name, email: 'inbox@example.test' })
  }
  const { docs } = await asStaff(request, 'GET', '/cms/api/submissions?limit=50&depth=0')
  const names = docs!.map((doc) => doc.name)
  expect(names.indexOf('Inbox Second')).toBeLessThan(names.indexOf('Inbox First'))
  expect(docs!.find((doc) => doc.name === 'Inbox Second')).toMatchObject({ status: 'new' })
  const received = docs!.map((doc) => Date.parse(String(doc.createdAt)))
  expect(received.length).toBeGreaterThan(0)
  expect(received).toEqual([...received].sort((a, b) => b - a))
  const second = docs!.find((doc) => doc.name === 'Inbox Second')!
  const updated = await asStaff(request, 'PATCH', `/cms/api/submissions/${second.id}`, {
    status: 'reviewing',
    notes: 'Call back on Monday.',
  })
  expect(updated.doc).toMatchObject({ status: 'reviewing', notes: 'Call back on Monday.' })
  expect((await request.get('/cms/api/submissions')).status()).toBe(403)
})

test('admins export the inbox as CSV', async ({ request }) => {
  const response = await request.get('/cms/api/submissions/export-csv', {
    headers: staffHeaders(),
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect((await response.text()).split('\r\n')[0]).toMatch(/^\uFEFFid,received,status,name,email,/)
  expect((await request.get('/cms/api/submissions/export-csv')).status()).toBe(401)
})

/** A bodyless application from another loopback address: a rate-limit bucket of its own. */
async function postFrom(
  localAddress: string,
  forwardedFor: string,
): Promise<{ status: number; retryAfter?: string }> {
  const boundary = 'e2e-boundary'
  const response = await requestFrom(localAddress, {
    method: 'POST',
    path: '/api/_forms/submission',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      Origin: E2E_BASE_URL,
      'X-Forwarded-For': forwardedFor,
    },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBot\r\n--${boundary}--\r\n`,
  })
  return { status: response.status, retryAfter: response.headers['retry-after'] }
}

test('the rate limit counts the socket’s address, not a spoofed X-Forwarded-For', async () => {
  const limit = 40 // SUBMISSION_RATE_LIMIT of the end-to-end server
  const [mine, other] = [loopbackAddress(), loopbackAddress()]
  for (let attempt = 0; attempt < limit; attempt++) {
    expect((await postFrom(mine, `192.0.2.${attempt}`)).status).not.toBe(429)
  }
  const limited = await postFrom(mine, '192.0.2.250')
  expect(limited.status).toBe(429)
  expect(Number(limited.retryAfter)).toBeGreaterThan(3000)
  expect((await postFrom(other, '192.0.2.1')).status).not.toBe(429)
})
