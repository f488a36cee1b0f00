/**
 * The payment form's fields and rules, read by the browser (feedback) and the checkout route (for
 * real). The amount's currency and limits are the location's, set by staff in the CMS, so the
 * schema is made per location; its messages name the limits ("Amount must be between 10 and
 * 10000.").
 */
import {
  DEFAULT_CURRENCY,
  DEFAULT_MAXIMUM_AMOUNT,
  DEFAULT_MINIMUM_AMOUNT,
} from '@/cms/fields/payment-terms'
import { defineFormSchema, type FormValues } from '@/features/forms/schema'
import type { Location } from '@/payload-types'

import { amountPattern, formatMajor } from '@/lib/money'

/** What a location accepts: the currency, and the smallest and largest amount in major units. */
export type PaymentTerms = {
  readonly currency: string
  readonly minimum: number
  readonly maximum: number
}

export function paymentTerms(location: Pick<Location, 'payments'>): PaymentTerms {
  const settings = location.payments
  return {
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    minimum: settings?.minimumAmount ?? DEFAULT_MINIMUM_AMOUNT,
    maximum: settings?.maximumAmount ?? DEFAULT_MAXIMUM_AMOUNT,
  }
}

export function paymentSchema({ currency, minimum, maximum }: PaymentTerms) {
  const from = formatMajor(minimum, currency)
  const to = formatMajor(maximum, currency)
  return defineFormSchema({
    amount: {
      // Text, not number: a number input changes on scroll and drops what it cannot parse.
      type: 'text',
      label: `Amount (${currency.toUpperCase()})`,
      validationLabel: 'Amount',
      validation: [
        ['required'],
        ['number'],
        ['between', minimum, maximum],
        ['matches', amountPattern(currency)],
      ],
      help: `From ${from} to ${to}, in figures such as 125.50.`,
      autoComplete: 'transaction-amount',
    },
    reference: {
      type: 'text',
      label: 'Invoice or reference number',
      validationLabel: 'Reference',
      validation: 'required|length:2,64',
      help: 'As it appears on your invoice.',
      autoComplete: 'off',
    },
    name: {
      type: 'text',
      label: 'Your name',
      validationLabel: 'Name',
      validation: 'required|length:2,100',
      autoComplete: 'name',
    },
    email: {
      type: 'email',
      label: 'Email',
      validation: 'required|email',
      help: 'Your receipt is sent here.',
      autoComplete: 'email',
    },
    note: {
      type: 'textarea',
      label: 'Note (optional)',
      validationLabel: 'Note',
      validation: 'length:0,500',
    },
  })
}

export type PaymentSchema = ReturnType<typeof paymentSchema>
export type PaymentValues = FormValues<PaymentSchema>
