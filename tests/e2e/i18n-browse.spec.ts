import { expect, test } from '@playwright/test'

import { gotoReady } from './support/shell'

/**
 * Browsing in Spanish: the shell, menu, search, lightbox, shortlist, offices and error screens
 * speak the page's language and keep the visitor on Spanish pages. English is proved by the other specs.
 */

test('the shell of a Spanish page speaks Spanish and its links stay in Spanish', async ({
  page,
}) => {
  await gotoReady(page, '/es/about')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached()
  await expect(header.getByRole('button', { name: 'Buscar' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Tema oscuro' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Preselección' })).toHaveAttribute(
    'href',
    '/es/shortlist',
  )
  await expect(header.getByRole('combobox', { name: 'Ciudad' })).toBeVisible()
  // Every site link of the header and menu leads to a Spanish page.
  const hrefs = await page
    .getByRole('banner')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const sitePaths = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'))
  expect(sitePaths.length).toBeGreaterThan(3)
  // The language switch is the one link to the English page.
  expect(sitePaths.filter((href) => !href.startsWith('/es'))).toEqual(['/about'])

  await header.getByRole('button', { name: 'Preguntas frecuentes' }).click()
  const faq = page.getByRole('dialog', { name: 'Preguntas frecuentes' })
  await expect(faq).toBeVisible()
  await faq.getByRole('button', { name: 'Cerrar' }).click()
  await expect(faq).toBeHidden()
})

test('the search speaks Spanish and opens the Spanish page of a result', async ({ page }) => {
  await gotoReady(page, '/es/about')
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Buscar' })
  const box = dialog.getByRole('combobox', { name: 'Buscar talentos y books' })
  await expect(box).toHaveAttribute('placeholder', 'Buscar talentos y books')
  await box.fill('lena v')
  await expect(dialog.getByRole('status')).toHaveText('1 resultado')
  await expect(dialog.getByRole('option', { name: /Lena Vogel/ })).toHaveAttribute(
    'href',
    /^\/es\/[\w-]+\/lena-vogel$/,
  )
  await box.fill('zzzz')
  await expect(dialog.getByRole('status')).toHaveText('No hay resultados para «zzzz».')
})

test('the lightbox speaks Spanish', async ({ page }) => {
  await gotoReady(page, '/es/women/lena-vogel')
  await page.getByRole('link', { name: 'Lena Vogel, foto de portfolio 2' }).click()
  const dialog = page.getByRole('dialog', { name: 'Galería' })
  await expect(dialog.getByRole('status')).toHaveText(/^2 de 4/)
  await expect(dialog.getByRole('button', { name: 'Siguiente' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Ver 1 de 4' })).toBeVisible()
})

test('the shortlist speaks Spanish, in the toggle, the live region and the list', async ({
  page,
}) => {
  await gotoReady(page, '/es/women/lena-vogel')
  await page.getByRole('button', { name: 'Preseleccionar a Lena Vogel' }).click()
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Añadido a la preselección (1)',
  )
  await page.getByRole('banner').getByRole('link', { name: 'Preselección, 1 talento' }).click()
  await expect(page).toHaveURL('/es/shortlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu preselección')
  await expect(page.getByRole('link', { name: 'Lena Vogel' })).toHaveAttribute(
    'href',
    /^\/es\/[\w-]+\/lena-vogel$/,
  )
  await expect(page.getByRole('link', { name: 'Abrir la página compartida' })).toHaveAttribute(
    'href',
    '/es/shortlist/lena-vogel',
  )
})

test('the error screens of a Spanish address speak Spanish and lead home to /es', async ({
  page,
}) => {
  const missing = await page.goto('/es/no-such-page')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('PÁGINA NO ENCONTRADA', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es')

  const failed = await page.goto('/es/_test/server-error')
  expect(failed?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Vaya!')
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es')
})

test('an office’s hours speak Spanish: weekdays, times, today, closed days and staff’s note', async ({
  page,
}) => {
  await page.goto('/es/los-angeles-contact')
  // An office's name is the same in every language.
  const card = page.getByRole('region', { name: 'Los Angeles', exact: true })
  const hours = card.getByRole('table', { name: /^Horario/ })
  await expect(hours.getByRole('row', { name: /^Lunes/ })).toContainText(
    /9:30\sa\.m\.\s–\s6:00\sp\.m\./,
  )
  await expect(hours.getByRole('row', { name: /^Domingo/ })).toContainText('Cerrado')
  const today = new Intl.DateTimeFormat('es-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'long',
  }).format(new Date())
  await expect(hours.locator('tr[aria-current="date"]').getByRole('rowheader')).toHaveText(
    new RegExp(`^${today}\\s+Hoy$`, 'i'),
  )
  await expect(
    card.getByText('Los castings son solo con cita previa.', { exact: true }),
  ).toBeVisible()
})
