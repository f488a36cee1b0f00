import { expect, test } from '@playwright/test'

import { fillPayment, retrieveSession, sendWebhook } from './support/payment'
import { asStaff } from './support/staff'
import { E2E_BASE_URL } from './support/server-env'
import { gotoReady } from './support/shell'

/**
 * The payment pages with Stripe configured (a local stand-in of its API and checkout page). Only
 * Central's page here: serial/payment-manual.spec.ts switches Los Angeles to manual payment.
 */

test('a payer pays through Stripe Checkout and comes back to see the payment received', async ({
  page,
  request,
}) => {
  const reference = `INV-E2E-${Date.now()}`
  await gotoReady(page, '/central-payment')
  await fillPayment(page, {
    amount: '125.50',
    reference,
    name: 'Dana Whitfield',
    email: 'dana@example.test',
    note: 'Test shoot',
  })
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // Stripe's hosted page (the stand-in) asks for the amount in the location's currency.
  await expect(page.getByRole('heading', { name: 'Pay $125.50' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay $125.50' }).click()

  await expect(page).toHaveURL(/\/central-payment\?session_id=cs_test_\w+$/)
  const sessionId = new URL(page.url()).searchParams.get('session_id')!
  // Until Stripe's webhook arrives our record says pending, whatever Stripe's page said.
  await expect(page.getByRole('heading', { name: 'Payment processing' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)

  const session = await retrieveSession(request, sessionId)
  expect(session).toMatchObject({ amount_total: 12550, currency: 'usd', payment_status: 'paid' })
  expect(await sendWebhook(request, 'checkout.session.completed', session)).toBe(200)

  await page.reload()
  const outcome = page.getByRole('status').filter({ hasText: 'Payment received' })
  await expect(outcome).toBeVisible()
  await expect(outcome).toContainText(`$125.50 for reference ${reference}`)
  await expect(page.getByText('Dana Whitfield')).toHaveCount(0)

  // Staff see it in the inbox, paid, in cents.
  const { docs } = await asStaff(
    request,
    'GET',
    `/cms/api/payments?where[reference][equals]=${encodeURIComponent(reference)}`,
  )
  expect(docs).toHaveLength(1)
  expect(docs![0]).toMatchObject({
    status: 'paid',
    amount: 12550,
    currency: 'usd',
    payerEmail: 'dana@example.test',
    checkoutSessionId: sessionId,
  })
})

test('a payer who leaves Stripe’s page comes back to the form', async ({ page }) => {
  await gotoReady(page, '/central-payment')
  await fillPayment(page, {
    amount: '40',
    reference: 'INV-BACK',
    name: 'Lee Jordan',
    email: 'lee@example.test',
  })
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { name: 'Pay $40.00' })).toBeVisible()
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/central-payment$/)
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled()
})

test('the form says the location’s limits, in the browser as on the server', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/central-payment')
  const amount = page.getByLabel('Amount (USD)')
  await expect(page.getByText('From $10.00 to $10,000.00')).toBeVisible()
  await amount.fill('5')
  await amount.blur()
  await expect(page.getByText('Amount must be between 10 and 10000.')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Form incomplete.' })).toBeVisible()
  await expect(page.getByText('Reference is required.')).toBeVisible()
  await expect(page).toHaveURL(/\/central-payment$/)

  const server = await request.post('/api/_payments/central/checkout', {
    data: { amount: '5', reference: 'INV-1', name: 'Dana', email: 'dana@example.test' },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(server.status()).toBe(422)
  expect(await server.json()).toEqual({
    errors: { amount: ['Amount must be between 10 and 10000.'] },
  })
})

test('the webhook refuses an unsigned event and a cross-site checkout', async ({ request }) => {
  const unsigned = await request.post('/api/_payments/webhook', {
    data: { id: 'evt_forged', type: 'checkout.session.completed' },
  })
  expect(unsigned.status()).toBe(400)
  const crossSite = await request.post('/api/_payments/central/checkout', {
    data: { amount: '50', reference: 'INV-1', name: 'Dana', email: 'dana@example.test' },
    headers: { Origin: 'https://evil.example' },
  })
  expect(crossSite.status()).toBe(403)
})
