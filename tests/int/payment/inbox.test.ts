/**
 * The staff side of payments: the admins' CSV export with amounts in major units, the list's
 * amount cell, and the event log nobody can write through the API.
 */
import { createLocalReq } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AmountCell } from '@/cms/inbox/amount-cell'
import { exportPaymentsCsv } from '@/cms/inbox/payments-csv'
import type { User } from '@/payload-types'

import { payerFields, signedEvent, startHarness, type Harness } from './harness'

let harness: Harness
let admin: User
let editor: User

beforeAll(async () => {
  harness = await startHarness()
  admin = await staff('admin')
  editor = await staff('editor')
})

afterAll(async () => {
  await harness?.close()
})

async function staff(role: 'admin' | 'editor'): Promise<User> {
  return harness.payload.create({
    collection: 'users',
    data: {
      email: `${role}@roster.test`,
      password: 'A-long-enough-passphrase-1',
      name: role,
      role,
    },
  })
}

async function exportAs(user: User | null, query: Record<string, unknown> = {}): Promise<Response> {
  const req = await createLocalReq({ ...(user ? { user } : {}), req: { query } }, harness.payload)
  return exportPaymentsCsv(req)
}

describe('CSV export', () => {
  it('gives admins every payment, newest first, amounts in major units beside the currency', async () => {
    const first = await harness.startPayment({ amount: '125.5', reference: '=SUM(A1:A9)' })
    const event = signedEvent('checkout.session.completed', {
      ...first.session,
      payment_status: 'paid',
    })
    expect((await harness.deliver(event.body, event.signature)).status).toBe(200)
    const second = await harness.checkout(
      'los-angeles',
      payerFields({ amount: '7', name: 'Lee, "Jo"', note: '' }),
    )
    expect(second.status).toBe(201)

    const response = await exportAs(admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'id,created,status,paidAt,office,reference,amount,currency,payerName,payerEmail,note,checkoutSessionId,language',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      /^\d+,[^,]+,pending,,Los Angeles,INV-2041,7\.00,EUR,"Lee, ""Jo""",dana@example\.test,,cs_test_\w+,en$/,
    )
    expect(lines[2]).toMatch(
      /^\d+,[^,]+,paid,\d{4}-[^,]+,Central,'=SUM\(A1:A9\),125\.50,USD,Dana Whitfield,dana@example\.test,Shoot of 12 March,cs_test_\w+,en$/,
    )

    const onlyPaid = (
      await (await exportAs(admin, { where: { status: { equals: 'paid' } } })).text()
    )
      .trimEnd()
      .split('\r\n')
    expect(onlyPaid).toHaveLength(2)
  })

  it('refuses editors (403) and visitors (401)', async () => {
    expect((await exportAs(editor)).status).toBe(403)
    expect((await exportAs(null)).status).toBe(401)
  })
})

describe('the admin list', () => {
  it('shows amounts with their currency in major units', () => {
    const cell = (cellData: unknown, currency: string) =>
      renderToStaticMarkup(AmountCell({ cellData, rowData: { currency } }))
    expect(cell(12550, 'usd')).toBe('<span>$125.50</span>')
    expect(cell(700, 'eur')).toBe('<span>€7.00</span>')
  })
})

describe('payment events', () => {
  it('cannot be written through the API, not even by an admin', async () => {
    await expect(
      harness.payload.create({
        collection: 'payment-events',
        data: { eventId: 'evt_forged', type: 'checkout.session.completed', statusAfter: 'paid' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
