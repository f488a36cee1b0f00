/**
 * The payment form's fields and rules, read by the browser (feedback) and the checkout route (for
 * real). The amount's currency and limits are the location's, set by staff in the CMS, so the
 * schema is made per location; its messages name the limits ("Amount must be between 10 and
 * 10000."). Labels and help are in the language of `text`, the limits formatted for it.
 */
import {
  DEFAULT_CURRENCY,
  DEFAULT_MAXIMUM_AMOUNT,
  DEFAULT_MINIMUM_AMOUNT,
} from '@/cms/fields/payment-terms'
import { defineFormSchema, type FormValues } from '@/features/forms/schema'
import type { Location } from '@/payload-types'

import { fill } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'
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

export function paymentSchema(
  { currency, minimum, maximum }: PaymentTerms,
  language: { readonly text: Messages['payment']; readonly locale: Locale },
) {
  const { text, locale } = language
  const from = formatMajor(minimum, currency, locale)
  const to = formatMajor(maximum, currency, locale)
  return defineFormSchema({
    amount: {
      // Text, not number: a number input changes on scroll and drops what it cannot parse.
      type: 'text',
      label: fill(text.amount, { currency: currency.toUpperCase() }),
      validationLabel: text.amountName,
      validation: [
        ['required'],
        ['number'],
        ['between', minimum, maximum],
        ['matches', amountPattern(currency)],
      ],
      help: fill(text.amountHelp, { from, to }),
      autoComplete: 'transaction-amount',
    },
    reference: {
      type: 'text',
      label: text.reference,
      validationLabel: text.referenceName,
      validation: 'required|length:2,64',
      help: text.referenceHelp,
      autoComplete: 'off',
    },
    name: {
      type: 'text',
      label: text.name,
      validationLabel: text.nameName,
      validation: 'required|length:2,100',
      autoComplete: 'name',
    },
    email: {
      type: 'email',
      label: text.email,
      validation: 'required|email',
      help: text.emailHelp,
      autoComplete: 'email',
    },
    note: {
      type: 'textarea',
      label: text.note,
      validationLabel: text.noteName,
      validation: 'length:0,500',
    },
  })
}

export type PaymentSchema = ReturnType<typeof paymentSchema>
export type PaymentValues = FormValues<PaymentSchema>
