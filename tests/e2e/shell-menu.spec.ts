import { expect, test, type Page } from '@playwright/test'

import { gotoReady } from './support/shell'

/** The menu from the navigation global: three levels, keyboard, Escape, navigation, both sizes. */

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main', includeHidden: true })

test.describe('wide screens', () => {
  test('three levels open from the keyboard; Escape closes the innermost and returns focus', async ({
    page,
  }) => {
    await gotoReady(page, '/about')
    const menu = mainMenu(page)
    await menu.getByRole('link', { name: 'Contact', exact: true }).focus()
    await page.keyboard.press('Tab')
    const contact = menu.getByRole('button', { name: 'Contact submenu' })
    await expect(contact).toBeFocused()
    await expect(menu.getByRole('link', { name: 'Central', exact: true })).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(contact).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Central', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    const central = menu.getByRole('button', { name: 'Central submenu' })
    await expect(central).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const payments = menu.getByRole('link', { name: 'Central payments' })
    await expect(payments).toBeFocused()
    await expect(payments).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(payments).toBeHidden()
    await expect(central).toBeFocused()
    await expect(central).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Escape')
    await expect(menu.getByRole('link', { name: 'Central', exact: true })).toBeHidden()
    await expect(contact).toBeFocused()
  })

  test('a third-level link navigates, and the menu closes behind it', async ({ page }) => {
    await gotoReady(page, '/about')
    const menu = mainMenu(page)
    await menu.getByRole('button', { name: 'Agency submenu' }).click()
    await menu.getByRole('button', { name: 'Mission submenu' }).click()
    await menu.getByRole('link', { name: 'Central mission' }).click()
    await expect(page).toHaveURL('/central-mission')
    await expect(menu.getByRole('link', { name: 'Central mission' })).toBeHidden()
    await expect(menu.getByRole('button', { name: 'Agency submenu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('moving focus out of the menu closes its submenus', async ({ page }) => {
    await gotoReady(page, '/about')
    const menu = mainMenu(page)
    const agency = menu.getByRole('button', { name: 'Agency submenu' })
    await agency.click()
    // The pointer leaves, so only the open state can keep the submenu showing.
    await page.mouse.move(0, 700)
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).focus()
    await expect(agency).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeHidden()
  })

  test('an external link opens safely in a new tab and says so', async ({ page }) => {
    await gotoReady(page, '/about')
    const instagram = mainMenu(page).getByRole('link', {
      name: 'Instagram (opens in a new tab)',
      includeHidden: true,
    })
    await expect(instagram).toHaveAttribute('target', '_blank')
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/roster.agency/')
  })
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the Menu button shows every level; Escape closes and returns focus to it', async ({
    page,
  }) => {
    await gotoReady(page, '/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = mainMenu(page)
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Women' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Los Angeles payments' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Women' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a navigation closes the menu', async ({ page }) => {
    await gotoReady(page, '/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    await mainMenu(page).getByRole('link', { name: 'New Faces' }).click()
    await expect(page).toHaveURL('/new-faces')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(mainMenu(page)).toBeHidden()
  })
})
