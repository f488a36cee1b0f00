import { expect, test } from '@playwright/test'

import { decodedSubject, mailsTo } from './support/mail'
import { gotoReady } from './support/shell'
import { photoFiles } from './support/submission'

/**
 * The forms of the Spanish site (issue 19): validation messages in Spanish on /es/submit, and an
 * application from it confirmed in Spanish by mail (read from the local SMTP peer) while the
 * office's copy stays English.
 */

test('an incomplete application on /es/submit says so in Spanish', async ({ page }) => {
  await gotoReady(page, '/es/submit')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  const status = page.getByRole('alert').filter({ hasText: 'Formulario incompleto.' })
  await expect(status).toContainText('Revisa los campos marcados: falta algún dato o no es válido.')
  await expect(page.getByText('El nombre completo es obligatorio.')).toBeVisible()
  await expect(status.getByRole('link', { name: 'Nombre completo' })).toBeVisible()
  await expect(page.getByText('Acepta la política de privacidad, por favor.')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill('ana@')
  await page.getByLabel('Correo electrónico').blur()
  await expect(page.getByText('Escribe una dirección de correo electrónico válida.')).toBeVisible()
})

test('an application from /es/submit is confirmed in Spanish, and the office told in English', async ({
  page,
}) => {
  const email = `es-${Date.now()}@example.test`
  await gotoReady(page, '/es/submit')
  await page.getByLabel('Nombre completo').fill('Lucía Ramos')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Teléfono').fill('+1 310 555 0199')
  await page.getByLabel('Fecha de nacimiento').fill('1998-06-20')
  await page.getByLabel('Género').selectOption('Mujer')
  await page.getByLabel('Oficina', { exact: true }).selectOption('Los Angeles')
  await page.getByLabel('Ciudad o localidad donde vives').fill('Pasadena')
  await page.getByLabel('Estatura (cm)').fill('172')
  await page.getByLabel('Fotos', { exact: true }).setInputFiles(await photoFiles())
  await page.getByRole('checkbox', { name: /He leído la política de privacidad/ }).check()
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Solicitud enviada' })).toBeVisible()

  await expect.poll(() => mailsTo(email).length).toBe(1)
  const [confirmation] = mailsTo(email)
  expect(decodedSubject(confirmation!.raw)).toBe('Hemos recibido tu solicitud')
  expect(confirmation!.text).toContain('Hola, Lucía Ramos:')
  expect(confirmation!.text).toContain('Hemos recibido tus datos y 2 fotos.')

  const notification = mailsTo('la@roster.example').find((mail) => mail.text.includes(email))
  expect(notification && decodedSubject(notification.raw)).toBe('New application: Lucía Ramos')
})
