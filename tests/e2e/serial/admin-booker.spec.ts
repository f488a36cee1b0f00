import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { logIn } from '../support/admin'
import { E2E_BASE_URL } from '../support/server-env'
import { asStaff, signInAsStaff } from '../support/staff'

/**
 * Issue 37, "The booker role without leaks": a booker reads a talent and a book with no control
 * they could change (the custom widgets included), leaves no document lock, and sees no export
 * link, staff list or audit log. It opens seeded documents, so it runs alone.
 */

const PASSWORD = 'A-long-enough-passphrase-1'

/** The controls a form offers, by role: any enabled one would let a booker change (and lock) it. */
const CONTROLS = ['textbox', 'spinbutton', 'checkbox', 'combobox', 'radio', 'slider'] as const

async function enabledControls(page: Page): Promise<number> {
  const main = page.getByRole('main')
  const counts = await Promise.all(
    CONTROLS.map((role) => main.getByRole(role).and(page.locator(':enabled')).count()),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}

test('a booker sees no editable control, locks nothing and sees no export link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const booker = { email: `booker-${randomUUID().slice(0, 8)}@roster.test`, password: PASSWORD }
  await asStaff(request, 'POST', '/cms/api/users', { ...booker, role: 'booker', name: 'Bo Booker' })
  const { docs: talents } = await asStaff(
    request,
    'GET',
    '/cms/api/talents?limit=1&depth=0&where[portfolio.image][exists]=true&sort=name',
  )
  const talent = talents![0]!
  const { docs: books } = await asStaff(request, 'GET', '/cms/api/books?limit=1&depth=0')
  const book = books![0]!

  await logIn(page, booker)
  await page.goto(`/admin/collections/talents/${talent.id}`)
  const portfolio = page.getByRole('list', { name: 'Portfolio order' })
  await expect(portfolio.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Choose pictures')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Choose existing pictures' })).toHaveCount(0)
  await expect(portfolio.getByRole('button')).toHaveCount(0)
  // Clicking around the portfolio and pressing keys changes nothing.
  await portfolio.getByRole('listitem').first().click()
  await page.keyboard.press('ArrowRight')
  expect(await enabledControls(page)).toBe(0)

  await page.goto(`/admin/collections/books/${book.id}`)
  const bookTalents = page.getByRole('list', { name: 'Talents in this book' })
  await expect(bookTalents.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 })
  await expect(bookTalents.getByRole('button')).toHaveCount(0)
  expect(await enabledControls(page)).toBe(0)

  // Nothing is locked: an editor opening the talent is not told someone is editing it.
  const locks = await asStaff(
    request,
    'GET',
    `/cms/api/payload-locked-documents?where[user.value][equals]=${encodeURIComponent(booker.email)}&depth=1&limit=100`,
  )
  const bookersLocks = (locks.docs ?? []).filter(
    (lock) => (lock.user as { value?: { email?: string } })?.value?.email === booker.email,
  )
  expect(bookersLocks).toEqual([])
  const editor = await browser.newPage()
  await signInAsStaff(editor)
  await editor.goto(`/admin/collections/talents/${talent.id}`)
  await expect(editor.getByRole('textbox', { name: /^Name/ })).toBeEnabled({ timeout: 30_000 })
  await expect(editor.getByText(/is currently editing/)).toHaveCount(0)

  // No export link for a role that cannot export; an admin has one.
  await page.goto('/admin/collections/messages')
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: /as CSV/ })).toHaveCount(0)
  await editor.goto('/admin/collections/messages')
  await expect(editor.getByRole('link', { name: 'Export all messages as CSV' })).toBeVisible({
    timeout: 30_000,
  })
  await editor.close()

  // Neither the staff list nor the audit log is in a booker's menu.
  await page.goto('/admin')
  const menu = page.getByRole('navigation')
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible({ timeout: 30_000 })
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
})

test('over REST a booker reads their own account, and of colleagues their names alone', async ({
  playwright,
  request,
}) => {
  const booker = { email: `booker-${randomUUID().slice(0, 8)}@roster.test`, password: PASSWORD }
  const { doc: own } = await asStaff(request, 'POST', '/cms/api/users', {
    ...booker,
    role: 'booker',
    name: 'Rita Rest',
  })
  const { docs: admins } = await asStaff(
    request,
    'GET',
    '/cms/api/users?where[role][equals]=admin&limit=1&depth=0',
  )
  const admin = admins![0]!
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  try {
    const login = await api.post('/cms/api/users/login', { data: booker })
    expect(login.status()).toBe(200)
    // The token, as a script would send it (the session cookie counts only from the site's pages).
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `JWT ${token}` }

    // The list: every account by id and name, nothing more, their own account whole.
    const list = await api.get('/cms/api/users?limit=100&depth=0', { headers })
    expect(list.status()).toBe(200)
    const { docs } = (await list.json()) as { docs: Record<string, unknown>[] }
    const colleagues = docs.filter((doc) => doc.id !== own!.id)
    expect(colleagues.length).toBeGreaterThan(0)
    for (const colleague of colleagues)
      expect(Object.keys(colleague).sort()).toEqual(['id', 'name'])
    const self = docs.find((doc) => doc.id === own!.id)!
    expect(self).toMatchObject({ email: booker.email, role: 'booker', name: 'Rita Rest' })

    // One account: the same.
    const one = await api.get(`/cms/api/users/${admin.id}?depth=0`, { headers })
    expect(Object.keys(await one.json()).sort()).toEqual(['id', 'name'])

    // No guessing by query either: emails and roles cannot be searched, sorted or counted.
    for (const query of [
      `where[email][like]=${encodeURIComponent(String(admin.email).slice(0, 3))}`,
      'where[role][equals]=admin',
    ]) {
      const answer = await api.get(`/cms/api/users?${query}&depth=0`, { headers })
      expect(answer.status(), query).toBeGreaterThanOrEqual(400)
      expect(await answer.text(), query).not.toContain(String(admin.email))
    }

    // An editor still reads colleagues' emails and roles (they choose a package's booker).
    const { docs: asEditorSees } = await asStaff(
      request,
      'GET',
      `/cms/api/users?where[id][equals]=${own!.id}&depth=0`,
    )
    expect(asEditorSees![0]).toMatchObject({ email: booker.email, role: 'booker' })
  } finally {
    await api.dispose()
    await asStaff(request, 'DELETE', `/cms/api/users/${own!.id}`)
  }
})
