import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { sendLink } from './support/packages'
import { asStaff, signInAsStaff } from './support/staff'

/**
 * Issue 32: a booker's package, sent by mail to two recipients; the first opens it on a phone,
 * votes, comments, reloads and sends the selection; the second's link is revoked; an expired
 * link says so. Every /p/ answer is private and noindex.
 */

type Doc = { id: number; name?: string; [key: string]: unknown }

async function makePackage(
  request: APIRequestContext,
  title: string,
  recipients: string[],
  options: { allowDownload?: boolean } = {},
) {
  const talents = (await asStaff(request, 'GET', '/cms/api/talents?limit=2&depth=0&sort=name'))
    .docs as Doc[]
  const office = (
    (await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')).docs as Doc[]
  )[0]!
  const { doc } = await asStaff(request, 'POST', '/cms/api/packages', {
    title,
    location: office.id,
    client: { name: 'Carla Client', company: 'Studio Nord' },
    message: 'The two faces we spoke about.',
    ...options,
    talents: talents.map((talent) => ({ talent: talent.id, note: `Note on ${talent.name}` })),
  })
  const tokens: string[] = []
  for (const email of recipients) tokens.push((await sendLink(request, doc!.id, email)).token)
  return { id: doc!.id, talents, tokens }
}

test('a client opens their package on a phone, votes, reloads and sends the selection', async ({
  page,
  request,
}) => {
  // The client's page and then the admin's: over the default budget on a loaded machine.
  test.setTimeout(120_000)
  const stamp = Date.now()
  const one = `one-${stamp}@client.test`
  const two = `two-${stamp}@client.test`
  const pkg = await makePackage(request, `Campaign ${stamp}`, [one, two])
  const [first, second] = pkg.talents as [Doc, Doc]

  await page.setViewportSize({ width: 390, height: 844 })
  const opened = await page.goto(`/p/${pkg.tokens[0]}`)
  expect(opened?.status()).toBe(200)
  const headers = opened!.headers()
  expect(headers['cache-control']).toContain('private')
  expect(headers['cache-control']).toContain('no-store')
  expect(headers['x-robots-tag']).toContain('noindex')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Studio Nord')
  await expect(page.getByText('The two faces we spoke about.')).toBeVisible()
  const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= 390)
  expect(noOverflow).toBe(true)
  // This package allows no PDF: no link to one.
  await expect(page.getByRole('link', { name: 'Download this selection as a PDF' })).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // The first talent's pictures open in the site's lightbox.
  await page.getByRole('link', { name: `${first.name}, picture 1` }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`#pkg-${first.id}-1$`))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  await page
    .getByRole('group', { name: `Your choice: ${first.name}` })
    .getByRole('button', { name: 'Yes' })
    .click()
  await page
    .getByRole('group', { name: `Your choice: ${second.name}` })
    .getByRole('button', { name: 'No' })
    .click()
  await page.getByLabel(`Comment on ${first.name}`).fill('Perfect for the cover')
  await page.getByRole('button', { name: 'Save comment' }).first().click()
  await expect(page.getByText('Saved')).toBeVisible()
  await expect(page.getByText('Your selection: 1 yes, 1 no')).toBeVisible()

  await page.reload()
  await expect(
    page
      .getByRole('group', { name: `Your choice: ${first.name}` })
      .getByRole('button', { name: 'Yes' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByLabel(`Comment on ${first.name}`)).toHaveValue('Perfect for the cover')
  await expect(page.getByText('Your selection: 1 yes, 1 no')).toBeVisible()

  await page.getByLabel('A message with your selection (optional)').fill('Is she free on the 14th?')
  await page.getByRole('button', { name: 'Send my selection' }).click()
  await expect(page.getByText(/Thank you: your selection was sent/)).toBeVisible()

  // The booker sees the views, the opened talent, the votes and the answer.
  const recipients = (
    await asStaff(
      request,
      'GET',
      `/cms/api/package-recipients?where[package][equals]=${pkg.id}&depth=0`,
    )
  ).docs as Doc[]
  const seen = recipients.find((r) => r.email === one)!
  expect(seen.firstOpenedAt).toBeTruthy()
  expect(seen.answeredAt).toBeTruthy()
  expect(seen.openedTalents).toEqual([first.id])
  const state = await asStaff(request, 'GET', `/cms/api/packages/${pkg.id}?depth=0`)
  expect(state.state).toBe('answered')
  const inbox = (
    await asStaff(
      request,
      'GET',
      `/cms/api/messages?where[email][equals]=${encodeURIComponent(one)}`,
    )
  ).docs as Doc[]
  expect(inbox).toHaveLength(1)

  // ...and so does the package's page in the admin, per recipient.
  await page.setViewportSize({ width: 1400, height: 900 })
  await signInAsStaff(page)
  await page.goto(`/admin/collections/packages/${pkg.id}`)
  const panel = page.getByRole('region', { name: 'Links and answers' })
  await expect(panel.getByRole('row', { name: new RegExp(one) })).toContainText(
    `${first.name}: yes · “Perfect for the cover”`,
  )
  await expect(panel.getByRole('row', { name: new RegExp(one) })).toContainText(
    '“Is she free on the 14th?”',
  )
  await expect(panel.getByRole('button', { name: /Send again to two-/ })).toBeVisible()

  // Recipient two's link is revoked: 410, naming whom to contact, nothing of the package.
  const other = recipients.find((r) => r.email === two)!
  await asStaff(request, 'PATCH', `/cms/api/package-recipients/${other.id}`, { revoked: true })
  const revoked = await page.goto(`/p/${pkg.tokens[1]}`)
  expect(revoked?.status()).toBe(410)
  expect(revoked!.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works')
  await expect(page.getByText('Studio Nord')).toHaveCount(0)
  await expect(page.getByText(first.name!)).toHaveCount(0)
})

test('an expired link answers 410 and an unknown one 404', async ({ page, request }) => {
  const stamp = Date.now()
  const pkg = await makePackage(request, `Expiring ${stamp}`, [`late-${stamp}@client.test`])
  await asStaff(request, 'PATCH', `/cms/api/packages/${pkg.id}`, {
    expiresAt: new Date(Date.now() - 60_000).toISOString(),
  })
  const expired = await page.goto(`/p/${pkg.tokens[0]}`)
  expect(expired?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
  const unknown = await page.goto(`/p/${'x'.repeat(43)}`)
  expect(unknown?.status()).toBe(404)
  expect(unknown!.headers()['x-robots-tag']).toContain('noindex')
})

test('a booker turns a shortlist inquiry into a draft package with one press', async ({
  page,
  request,
}) => {
  const talents = (await asStaff(request, 'GET', '/cms/api/talents?limit=2&depth=0')).docs as Doc[]
  const stamp = Date.now()
  const { doc: inquiry } = await asStaff(request, 'POST', '/cms/api/inquiries', {
    status: 'new',
    talents: talents.map((talent) => talent.id),
    name: 'Elena',
    company: `Casa ${stamp}`,
    email: `elena-${stamp}@client.test`,
    dates: 'May',
    usage: 'Print',
  })
  await signInAsStaff(page)
  await page.goto(`/admin/collections/inquiries/${inquiry!.id}`)
  await page.getByRole('button', { name: 'Make a draft package' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/packages\/\d+/)
  await expect(page.getByRole('region', { name: 'Links and answers' })).toContainText('Elena')
})

/** Presses Tab until `target` has the focus: reaching it by keyboard alone, as a client would. */
async function tabTo(page: Page, target: Locator, presses = 80) {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reached by Tab within ${presses} presses: ${target}`)
}

test('on a 320 px phone, by keyboard alone, a client opens a talent, votes, comments and sends', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const email = `keys-${stamp}@client.test`
  const pkg = await makePackage(request, `Keyboard ${stamp}`, [email], { allowDownload: true })
  const [first, second] = pkg.talents as [Doc, Doc]

  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(`/p/${pkg.tokens[0]}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Studio Nord')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  await expect(page.getByRole('link', { name: 'Download this selection as a PDF' })).toBeVisible()

  // The first talent's first picture opens in the lightbox from the keyboard, and closes again.
  await tabTo(page, page.getByRole('link', { name: `${first.name}, picture 1` }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  const vote = (talent: Doc, choice: string) =>
    page.getByRole('group', { name: `Your choice: ${talent.name}` }).getByRole('button', {
      name: choice,
    })
  await tabTo(page, vote(first, 'Yes'))
  await page.keyboard.press('Enter')
  await expect(vote(first, 'Yes')).toHaveAttribute('aria-pressed', 'true')
  await tabTo(page, page.getByLabel(`Comment on ${first.name}`))
  await page.keyboard.type('Right for the cover')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Save comment' }).first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved')).toBeVisible()
  await tabTo(page, vote(second, 'Maybe'))
  await page.keyboard.press('Space')
  await expect(page.getByText('Your selection: 1 yes, 1 maybe')).toBeVisible()

  await tabTo(page, page.getByLabel('A message with your selection (optional)'))
  await page.keyboard.type('Both for the 14th?')
  await tabTo(page, page.getByRole('button', { name: 'Send my selection' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Thank you: your selection was sent/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true)
  const after = await new AxeBuilder({ page }).analyze()
  expect(after.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

  const recipient = (
    (
      await asStaff(
        request,
        'GET',
        `/cms/api/package-recipients?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      )
    ).docs as Doc[]
  )[0]!
  expect(recipient.answerMessage).toBe('Both for the 14th?')
  expect(recipient.openedTalents).toEqual([first.id])
})
