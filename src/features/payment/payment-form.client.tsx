'use client'
/**
 * The payment form of one location. Its rules come from schema.ts, as on the server, with the
 * location's currency and limits. Once the server has opened a Stripe Checkout Session the
 * browser leaves for Stripe's page by navigation (not a form post).
 */
import { useEffect, useState } from 'react'

import {
  Field,
  FieldPair,
  fieldsInError,
  Form,
  FormStatus,
  SubmitButton,
} from '@/features/forms/fields.client'
import { useForm } from '@/features/forms/use-form.client'
import { useFormMessages, useLocale } from '@/lib/i18n/messages-context.client'

import styles from './payment.module.css'
import { paymentSchema, type PaymentTerms } from './schema'
import { startCheckout } from './start-checkout'

export type PaymentFormProps = {
  /** The location's slug: the form posts to /api/_payments/{location}/checkout. */
  readonly location: string
  readonly terms: PaymentTerms
}

export function PaymentForm({ location, terms }: PaymentFormProps) {
  const locale = useLocale()
  const text = useFormMessages('payment').payment
  const [schema] = useState(() => paymentSchema(terms, { text, locale }))
  const [leaving, setLeaving] = useState(false)
  // Back from Stripe's page, the browser may restore this page as it was left: usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false)
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
  const form = useForm(schema, {
    onSubmit: async (values) => {
      const started = await startCheckout(location, values, { locale, text })
      if (!started.ok) return started
      setLeaving(true)
      window.location.assign(started.url)
    },
  })
  return (
    <Form formProps={form.formProps}>
      <Field field={form.field('amount')} />
      <Field field={form.field('reference')} />
      <FieldPair>
        <Field field={form.field('name')} />
        <Field field={form.field('email')} />
      </FieldPair>
      <Field field={form.field('note')} />
      <FormStatus view={form.view} inError={fieldsInError(form)} />
      <SubmitButton
        submitProps={{ ...form.submitProps, disabled: form.submitProps.disabled || leaving }}
      >
        {leaving ? text.leaving : form.view.submitting ? text.wait : text.submit}
      </SubmitButton>
      <p className={styles.note}>{text.stripeNote}</p>
    </Form>
  )
}
