import { expect, test } from '@playwright/test'

import { untilCurrent } from '../support/published'
import { asStaff } from '../support/staff'
import { E2E_BASE_URL } from '../support/server-env'

/**
 * Staff switch online payment off for a location: its page shows the manual instructions from
 * the CMS and no form, though Stripe is configured. Changes shared content, so it runs alone.
 */
test('a location without online payment shows its manual instructions and no form', async ({
  page,
  request,
}) => {
  const { docs } = await asStaff(
    request,
    'GET',
    '/cms/api/locations?where[slug][equals]=los-angeles',
  )
  const location = docs![0]!
  const payments = location.payments as Record<string, unknown>
  await asStaff(request, 'PATCH', `/cms/api/locations/${location.id}`, {
    payments: { ...payments, online: false },
  })
  await untilCurrent(request, '/los-angeles-payment', '/central-payment')
  try {
    await page.goto('/los-angeles-payment')
    await expect(page.getByRole('heading', { name: 'How to pay' })).toBeVisible()
    await expect(page.getByText('Pay by bank transfer to Roster Agency Los Angeles')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)
    await expect(page.getByLabel(/^Amount/)).toHaveCount(0)

    const refused = await request.post('/api/_payments/los-angeles/checkout', {
      data: { amount: '50', reference: 'INV-1', name: 'Dana', email: 'dana@example.test' },
      headers: { Origin: E2E_BASE_URL },
    })
    expect(refused.status()).toBe(503)

    // The other location still takes payments online.
    await page.goto('/central-payment')
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible()
  } finally {
    await asStaff(request, 'PATCH', `/cms/api/locations/${location.id}`, { payments })
  }
  await untilCurrent(request, '/los-angeles-payment')
  await page.goto('/los-angeles-payment')
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible()
})
