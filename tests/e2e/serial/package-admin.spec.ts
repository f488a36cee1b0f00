import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { logIn, saveUntil } from '../support/admin'
import { mailsTo } from '../support/mail'
import { asStaff, staffHeaders } from '../support/staff'

/**
 * Issue 32, done when, through the admin's own screens: a booker builds a package of two talents
 * (one not on the site, with a polaroid nowhere else), picks pictures, and sends it to two
 * recipients; the first answers from a phone; the booker sees it all, the dashboard counts it and
 * it links to its inbox entry; the second's link is revoked (410), an expired link answers 410,
 * and the PDF has one page per talent. Serial: the dashboard's count is the whole site's.
 */

type Doc = { id: number; name?: string; [key: string]: unknown }

const PASSWORD = 'A-long-enough-passphrase-1'

/** Uploads a plain portrait-shaped picture to the media collection as staff. */
async function upload(request: APIRequestContext, name: string, shade: number): Promise<number> {
  const { Authorization } = staffHeaders()
  const buffer = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer()
  const response = await request.post('/cms/api/media', {
    headers: { Authorization: Authorization! },
    multipart: {
      file: {
        name: `${name}.jpg`,
        mimeType: 'image/jpeg',
        buffer,
      },
      _payload: JSON.stringify({ alt: name }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc.id
}

/** The talent relationship of the last Talents row, searched and picked by name. */
async function pickTalent(page: Page, name: string) {
  const pickers = page.locator('[id^="field-talents__"][id$="__talent"]')
  const before = await pickers.count()
  // A press before the form has hydrated does nothing: press until the row is there.
  await expect(async () => {
    if ((await pickers.count()) === before)
      await page.getByRole('button', { name: 'Add Talent' }).first().click()
    await expect(pickers).toHaveCount(before + 1, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await pickers.last().click()
  await page.keyboard.type(name)
  await page.getByRole('option', { name }).first().click()
}

/** The page objects of a PDF's page tree (as tests/int/shortlist-pdf.test.ts reads them). */
const pagesOf = (pdf: Buffer) =>
  /\/Kids \[([^\]]*)\]/.exec(pdf.toString('latin1'))![1]!.match(/\d+ \d+ R/g)!

test('a booker builds, sends and follows a package through the admin', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  // A booker of their own, and a new face not on the site, whose polaroid is nowhere else.
  const booker = { email: `booker-${stamp}@roster.test`, password: PASSWORD }
  await asStaff(request, 'POST', '/cms/api/users', { ...booker, role: 'booker', name: 'Bo Oker' })
  const office = ((await asStaff(request, 'GET', '/cms/api/locations?limit=1')).docs as Doc[])[0]!
  const published = (
    (await asStaff(request, 'GET', '/cms/api/talents?limit=1&depth=0&sort=name')).docs as Doc[]
  )[0]!
  const newFace = `Nova Face ${stamp}`
  const portrait = await upload(request, `nova-${stamp}-portfolio`, 60)
  const polaroid = await upload(request, `nova-${stamp}-polaroid`, 200)
  const { doc: unpublished } = await asStaff(request, 'POST', '/cms/api/talents?draft=true', {
    name: newFace,
    slug: `nova-face-${stamp}`,
    location: office.id,
    portfolio: [{ image: portrait }],
    polaroids: [{ image: polaroid }],
    _status: 'draft',
  })

  // The booker builds the package in the admin.
  await logIn(page, booker)
  await page.goto('/admin/collections/packages/create')
  await page.getByRole('textbox', { name: /^Title/ }).fill(`Spring ${stamp}`)
  await page.locator('#field-location').click()
  await page
    .getByRole('option', { name: String(office.name) })
    .first()
    .click()
  await page.getByRole('textbox', { name: /^Name/ }).fill('Carla Client')
  await page.getByRole('textbox', { name: /^Company/ }).fill('Studio Nord')
  await page.getByRole('textbox', { name: /^Message/ }).fill('Two faces for the spring campaign.')
  await page.getByRole('checkbox', { name: 'The client may download a PDF' }).check()
  await pickTalent(page, String(published.name))
  await pickTalent(page, newFace)
  // The new face's pictures: the portfolio's first by default; the polaroid added from its thumbnail.
  const pictures = page.getByRole('list', { name: 'Pictures the client sees' })
  await expect(pictures.last().getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Add Polaroid 1' }).last().click()
  await expect(pictures.last().getByRole('listitem')).toHaveCount(2)
  // ...and put first, from the keyboard.
  await pictures.last().getByRole('listitem').last().focus()
  await page.keyboard.press('Home')
  await expect(pictures.last().getByRole('listitem').first()).toHaveAccessibleName(
    'Polaroid 1, 1 of 2',
  )
  await saveUntil(page, 'Save', page.getByText(/successfully/i).first())
  await expect(page).toHaveURL(/\/admin\/collections\/packages\/\d+/)
  const packageId = Number(/packages\/(\d+)/.exec(page.url())![1])
  const saved = await asStaff(request, 'GET', `/cms/api/packages/${packageId}?depth=0`)
  const rows = saved.talents as { talent: number; pictures: number[] }[]
  expect(rows.map((row) => row.talent)).toEqual([published.id, unpublished!.id])
  expect(rows[1]!.pictures).toEqual([polaroid, portrait])
  expect(rows[0]!.pictures.length).toBeGreaterThan(0)

  // Two recipients, each sent their link from the package's panel.
  const one = `one-${stamp}@client.test`
  const two = `two-${stamp}@client.test`
  for (const email of [one, two])
    await asStaff(request, 'POST', '/cms/api/package-recipients', {
      package: packageId,
      name: email.split('@')[0],
      email,
    })
  await page.reload()
  const panel = page.getByRole('region', { name: 'Links and answers' })
  for (const name of [`one-${stamp}`, `two-${stamp}`]) {
    await panel.getByRole('button', { name: `Send to ${name}` }).click()
    await expect(panel.getByRole('status')).toHaveText(/^Sent to /)
  }
  const tokenOf = (email: string) =>
    /\/p\/([A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1]
  await expect.poll(() => tokenOf(one)).toBeTruthy()
  await expect.poll(() => tokenOf(two)).toBeTruthy()
  const [linkOne, linkTwo] = [tokenOf(one)!, tokenOf(two)!]

  // Recipient one, on a 390 px phone, opens the new face in the lightbox, votes, comments, reloads, sends.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage()
  expect((await phone.goto(`/p/${linkOne}`))?.status()).toBe(200)
  await phone.getByRole('link', { name: `${newFace}, picture 1` }).click()
  await expect(phone.getByRole('dialog')).toBeVisible()
  await phone.keyboard.press('Escape')
  const choice = (name: string, vote: string) =>
    phone.getByRole('group', { name: `Your choice: ${name}` }).getByRole('button', { name: vote })
  await choice(newFace, 'Yes').click()
  await choice(String(published.name), 'No').click()
  await phone.getByLabel(`Comment on ${newFace}`).fill('The polaroid sold us')
  await phone.getByRole('button', { name: 'Save comment' }).last().click()
  await expect(phone.getByText('Saved')).toBeVisible()
  await phone.reload()
  await expect(choice(newFace, 'Yes')).toHaveAttribute('aria-pressed', 'true')
  await expect(phone.getByText('Your selection: 1 yes, 1 no')).toBeVisible()
  await phone.getByRole('button', { name: 'Send my selection' }).click()
  await expect(phone.getByText(/Thank you: your selection was sent/)).toBeVisible()

  // The PDF, through the link: one page per talent.
  const pdf = await request.get(`/api/_packages/${linkOne}/pdf`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['cache-control']).toBe('private, no-store')
  expect(pagesOf(await pdf.body())).toHaveLength(2)

  // The booker sees the views, the votes and the comment, and the answer's inbox entry.
  await page.reload()
  const row = panel.getByRole('row', { name: new RegExp(one) })
  await expect(row).toContainText(`${newFace}: yes · “The polaroid sold us”`)
  await expect(row).toContainText(`${published.name}: no`)
  await expect(row).toContainText(newFace)
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('—')
  await row.getByRole('link', { name: 'In the inbox' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/messages\/\d+/)
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
    `Package selection: Spring ${stamp} (1 yes, 1 no)`,
  )
  // The dashboard counts it, and the count leads to the answered packages.
  await page.goto('/admin')
  const count = page.getByRole('link', { name: /^Packages answered: [1-9]\d*$/ })
  await count.click()
  await expect(page.getByRole('link', { name: `Spring ${stamp}` })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Packages by state' }).getByRole('link', {
      name: /^Answered/,
    }),
  ).toHaveAttribute('aria-current', 'page')

  // Recipient two's link is revoked: 410. Then the package expires: recipient one's is 410 too.
  const recipients = (
    await asStaff(request, 'GET', `/cms/api/package-recipients?where[email][equals]=${two}`)
  ).docs as Doc[]
  await asStaff(request, 'PATCH', `/cms/api/package-recipients/${recipients[0]!.id}`, {
    revoked: true,
  })
  expect((await phone.goto(`/p/${linkTwo}`))?.status()).toBe(410)
  await asStaff(request, 'PATCH', `/cms/api/packages/${packageId}`, {
    expiresAt: new Date(Date.now() - 60_000).toISOString(),
  })
  expect((await phone.goto(`/p/${linkOne}`))?.status()).toBe(410)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
  expect((await request.get(`/api/_packages/${linkOne}/pdf`)).status()).toBe(410)
})
