import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { logIn, saveUntil } from './support/admin'
import { watchCsp } from './support/csp'
import { E2E_BASE_URL } from './support/server-env'
import { asStaff, STAFF, staffHeaders } from './support/staff'

/** The admin panel, as staff use it. */

// One staff account: two logins at the same moment race on its session list, so one at a time.
test.describe.configure({ mode: 'serial' })

test('the admin refuses a reserved slug with a message that says why', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page)
  await page.goto('/admin/collections/books/create')
  await page.getByRole('textbox', { name: 'Title *' }).fill('Frequently asked')
  await page.getByRole('textbox', { name: 'Slug *' }).fill('faq')
  await saveUntil(
    page,
    'Publish changes',
    page.getByText(
      'The slug "faq" is reserved for the fixed page /faq. Choose another name for the book.',
    ),
  )
})

test('a talent’s preview opens their page in draft mode', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { data } = await (await request.get('/api/women/amara-okafor')).json()
  await logIn(page)
  await page.goto(`/admin/collections/talents/${data.talent.id}`)
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/api\/_preview\?path=%2Fwomen%2Famara-okafor$/,
    { timeout: 30_000 },
  )
})

test('the admin works under its own policy: dashboard, a talent with pictures, a draft save, an upload, the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const csp = watchCsp(page)
  await logIn(page)
  await expect(page.getByRole('link', { name: 'Talents' }).first()).toBeVisible()

  const { data } = await (await request.get('/api/women/lena-vogel')).json()
  await page.goto(`/admin/collections/talents/${data.talent.id}`)
  const bio = page.getByLabel('Bio')
  await expect(bio).toBeVisible({ timeout: 30_000 })
  // The portfolio's pictures show as thumbnails.
  const thumbnail = page.getByRole('img', { name: 'Lena Vogel, portfolio picture 1' }).first()
  await expect(thumbnail).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await bio.fill(`${await bio.inputValue()} (draft note)`)
  await saveUntil(page, 'Save Draft', page.getByText(/saved successfully/i).first())

  // A new picture, previewed in the browser before it is uploaded.
  await page.goto('/admin/collections/media/create')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Select a file' }).click()
  await (
    await chooser
  ).setFiles({
    name: 'csp-check.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c2a95f' },
    })
      .png()
      .toBuffer(),
  })
  await page.getByRole('textbox', { name: 'Alt *' }).fill('A gold square')
  await saveUntil(page, 'Save', page.getByText(/successfully/i).first())

  // The preview link leads to the draft on the site, which runs under the site's policy.
  await page.goto(`/admin/collections/talents/${data.talent.id}`)
  const preview = page.getByRole('link', { name: 'Preview' })
  await expect(preview).toHaveAttribute('href', /\/api\/_preview\?path=%2Fwomen%2Flena-vogel$/, {
    timeout: 30_000,
  })
  await page.goto((await preview.getAttribute('href'))!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Vogel')
  expect(await csp.violations()).toEqual([])
})

test('staff session cookies are HttpOnly and SameSite, and authenticate nothing from another site', async ({
  playwright,
}) => {
  // A client of its own: the session it opens is not the browser tests'.
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const login = await api.post('/cms/api/users/login', {
    headers: { Origin: E2E_BASE_URL },
    data: STAFF,
  })
  expect(login.status()).toBe(200)
  const cookie = login.headersArray().find((header) => /^set-cookie$/i.test(header.name))!.value
  expect(cookie).toMatch(/^payload-token=/)
  expect(cookie).toMatch(/; HttpOnly/i)
  expect(cookie).toMatch(/; SameSite=Lax/i)
  // Served over plain http here: Secure would make the browser drop it.
  expect(cookie).not.toMatch(/; Secure/i)

  const message = { name: 'Staff', email: 'staff@roster.test', subject: 'Note', message: 'Hi' }
  for (const origin of ['https://evil.test', 'null']) {
    const write = await api.post('/cms/api/messages', {
      headers: { Origin: origin },
      data: message,
    })
    expect(write.status(), origin).toBe(403)
  }
  const crossSite = await api.post('/cms/api/messages', {
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    data: message,
  })
  expect(crossSite.status()).toBe(403)
  const own = await api.post('/cms/api/messages', {
    headers: { Origin: E2E_BASE_URL },
    data: message,
  })
  expect(own.status()).toBe(201)
  await api.delete(`/cms/api/messages/${(await own.json()).doc.id}`, {
    headers: { Origin: E2E_BASE_URL },
  })

  const preflight = await api.fetch('/cms/api/messages', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.test', 'Access-Control-Request-Method': 'POST' },
  })
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined()
  expect(preflight.headers()['access-control-allow-credentials']).toBeUndefined()
  await api.dispose()
})

test('a weak new password is refused in the admin form, saying why', async ({ page }) => {
  test.setTimeout(120_000)
  await logIn(page)
  const cases: [string, string][] = [
    ['Short-pass1', 'The password needs at least 12 characters.'],
    [
      'onlylowercaseletters',
      'The password needs characters of at least two kinds (lower-case letters, capitals, digits, symbols).',
    ],
  ]
  for (const [password, message] of cases) {
    // A fresh form each time: after a refused save the admin closes the fields at a moment of
    // its own choosing.
    await page.goto('/admin/account')
    const change = page.getByRole('button', { name: 'Change Password' })
    await expect(change).toBeVisible({ timeout: 30_000 })
    await change.click()
    await page.getByRole('textbox', { name: 'New Password' }).fill(password)
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password)
    await saveUntil(page, 'Save', page.getByText(message).first())
  }
})

test('the payments inbox shows amounts with their currency and exports them as CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const reference = `INV-INBOX-${Date.now()}`
  const { docs } = await asStaff(request, 'GET', '/cms/api/locations?where[slug][equals]=central')
  await asStaff(request, 'POST', '/cms/api/payments', {
    status: 'paid',
    location: docs![0]!.id,
    reference,
    amount: 98765,
    currency: 'usd',
    payerName: 'Inbox Payer',
    payerEmail: 'inbox@example.test',
  })
  await logIn(page)
  await page.goto('/admin/collections/payments')
  const row = page.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('$987.65', { timeout: 30_000 })
  await expect(row).toContainText('Inbox Payer')
  await expect(row).toContainText('paid')
  await expect(page.getByRole('link', { name: 'Export all payments as CSV' })).toHaveAttribute(
    'href',
    '/cms/api/payments/export-csv',
  )
  const csv = await request.get('/cms/api/payments/export-csv', { headers: staffHeaders() })
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(`,Central,${reference},987.65,USD,Inbox Payer,`)

  // The other inboxes have their export above the list too.
  for (const inbox of ['messages', 'submissions', 'inquiries']) {
    await page.goto(`/admin/collections/${inbox}`)
    await expect(page.getByRole('link', { name: `Export all ${inbox} as CSV` })).toHaveAttribute(
      'href',
      `/cms/api/${inbox}/export-csv`,
      { timeout: 30_000 },
    )
  }
})

test('staff triage messages: the list shows who wrote what, the export holds the filtered rows, the sender’s words stay as sent', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const marker = `Triage${Date.now()}`
  const { docs } = await asStaff(request, 'GET', '/cms/api/locations?where[slug][equals]=central')
  const message = (name: string, status: string) =>
    asStaff(request, 'POST', '/cms/api/messages', {
      status,
      location: docs![0]!.id,
      name: `${name} ${marker}`,
      email: `${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}@example.test`,
      subject: 'other',
      message: `Hello from ${name}: we are casting a summer campaign in Malibu and would love to meet two of your models next week.`,
    })
  const { doc: josé } = await message('José Núñez', 'new')
  await message('Zoë Brontë', 'answered')

  await logIn(page)
  // The list as the status filter leaves it in the address, then searched for the marker.
  await page.goto('/admin/collections/messages?where[or][0][and][0][status][equals]=new')
  const search = page.getByPlaceholder(/search by/i)
  await expect(search).toBeVisible({ timeout: 30_000 })
  await search.fill(marker)
  const rows = page.getByRole('row').filter({ hasText: marker })
  await expect(rows).toHaveCount(1, { timeout: 30_000 })
  for (const column of [
    `José Núñez ${marker}`,
    'josenunez@example.test',
    'Central',
    'new',
    'Hello from José Núñez: we are casting a summer campaign in Malibu…',
  ]) {
    await expect(rows.first()).toContainText(column)
  }

  const exportLink = page.getByRole('link', { name: 'Export the filtered messages as CSV' })
  await expect(exportLink).toHaveAttribute('href', new RegExp(`search=${marker}`))
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte-order mark, for Excel').toEqual([
    0xef, 0xbb, 0xbf,
  ])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'id,received,status,office,name,email,phone,subject,message,consentAt,notes,language',
  )
  expect(lines.slice(1)).toHaveLength(1)
  expect(lines[1]).toMatch(new RegExp(`^${josé!.id},[^,]+,new,Central,José Núñez ${marker},`))

  // The sender's words are read-only; status and notes save.
  await page.goto(`/admin/collections/messages/${josé!.id}`)
  const notes = page.getByLabel('Notes')
  await expect(notes).toBeEditable({ timeout: 30_000 })
  for (const label of ['Name', 'Email']) {
    await expect(page.getByRole('textbox', { name: `${label} *` })).not.toBeEditable()
  }
  // The message reads as text, with nothing to type into (admin-smaller-things.spec.ts).
  await expect(page.getByRole('region', { name: 'Message' }).getByRole('textbox')).toHaveCount(0)
  await notes.fill('Called back; meeting on Tuesday.')
  // The status select (the sidebar's, after the read-only office) has no accessible name of its own.
  await page.getByRole('combobox').last().click()
  await page.getByRole('option', { name: 'answered' }).click()
  await saveUntil(page, 'Save', page.getByText(/updated successfully/i).first())
  const saved = await asStaff(request, 'GET', `/cms/api/messages/${josé!.id}`)
  expect(saved).toMatchObject({
    status: 'answered',
    notes: 'Called back; meeting on Tuesday.',
    name: `José Núñez ${marker}`,
  })
  // Nor does the API let staff rewrite them.
  await asStaff(request, 'PATCH', `/cms/api/messages/${josé!.id}`, { name: 'Someone else' })
  expect((await asStaff(request, 'GET', `/cms/api/messages/${josé!.id}`)).name).toBe(
    `José Núñez ${marker}`,
  )
})

test('lists and rows read as staff speak: In town yes/no, polaroid dates with the year, blocks by their content', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await logIn(page)
  await page.goto('/admin/collections/talents')
  await expect(page.getByRole('cell', { name: 'yes', exact: true }).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('cell', { name: /^(true|false)$/ })).toHaveCount(0)

  const { data } = await (await request.get('/api/women/amara-okafor')).json()
  await page.goto(`/admin/collections/talents/${data.talent.id}`)
  // The date field's input has no accessible name: look for a value with its year.
  await expect
    .poll(
      () =>
        page
          .getByRole('textbox')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      { timeout: 30_000 },
    )
    .toContainEqual(expect.stringMatching(/^\d{1,2} \w{3} 20\d\d$/))

  const { docs } = await asStaff(request, 'GET', '/cms/api/pages?where[slug][equals]=about')
  await page.goto(`/admin/collections/pages/${docs![0]!.id}`)
  await expect(page.getByText(/^Rich Text: \S+/).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Untitled')).toHaveCount(0)
})
