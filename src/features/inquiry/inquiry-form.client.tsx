'use client'
/**
 * The shortlist's inquiry form: the client's details and the job, sent with the talents on the
 * visitor's shortlist. Its rules come from schema.ts, as on the server.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { TOWN_CODES } from '@/cms/fields/towns'
import { CaptchaScript, type CaptchaConfig } from '@/features/captcha/captcha.client'
import { useBotChecks } from '@/features/forms/bot-checks.client'
import { Field, FieldPair, Form, FormEnd, FormSent } from '@/features/forms/fields.client'
import { newIdempotencyKey } from '@/features/forms/submit-request'
import { useForm } from '@/features/forms/use-form.client'
import { readChoice } from '@/features/shell/visitor-choices'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { INQUIRE_PARAM } from '@/features/shortlist/constants'
import { fill, plural } from '@/lib/i18n/format'
import { useFormMessages, useLocale } from '@/lib/i18n/messages-context.client'

import { CAPTCHA_ACTION, TALENTS_FIELD } from './constants'
import { inquirySchema } from './schema'
import { sendInquiry } from './send-inquiry'

export type InquiryFormProps = {
  /** Null when reCAPTCHA is off (no site key configured). */
  readonly captcha: CaptchaConfig | null
  readonly notice: ReactNode
  /** A shared shortlist's talents (its address); without them, the visitor's own list. */
  readonly talents?: readonly string[]
}

export function InquiryForm({ captcha, notice, talents: shared }: InquiryFormProps) {
  const own = useVisitorStore((state) => state.shortlist)
  const talents = shared ?? own ?? []
  const locale = useLocale()
  const messages = useFormMessages('inquiry')
  const text = messages.inquiry
  const [schema] = useState(() => inquirySchema(messages))
  const [key] = useState(newIdempotencyKey)
  const [sent, setSent] = useState<{ count: number; email: string } | null>(null)
  const bot = useBotChecks(captcha, CAPTCHA_ACTION)
  // Come from a talent page's "Inquire": the form is where the visitor lands, once, and the
  // address loses the key so a reload does not add the talent again.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const address = new URL(window.location.href)
    if (!address.searchParams.has(INQUIRE_PARAM)) return
    heading.current?.focus()
    address.searchParams.delete(INQUIRE_PARAM)
    window.history.replaceState(window.history.state, '', address)
  }, [])
  const form = useForm(schema, {
    onSubmit: async (values) => {
      const checks = await bot.checks()
      if ('formErrors' in checks) return checks
      const result = await sendInquiry(
        values,
        { key, talents, town: readChoice('town', TOWN_CODES), locale, ...checks },
        text,
      )
      if (result.ok) {
        setSent({ count: talents.length, email: values.email })
        return
      }
      // The talents are not a field of the form: their message shows above it.
      if (result.errors?.[TALENTS_FIELD]) return { formErrors: result.errors[TALENTS_FIELD] }
      return result
    },
  })

  return (
    <section aria-labelledby="inquiry-heading">
      <h2 id="inquiry-heading" ref={heading} tabIndex={-1}>
        {text.heading}
      </h2>
      {sent ? (
        <FormSent
          heading={text.sent}
          message={fill(text.sentMessage, {
            talents: fill(plural(locale, sent.count, text.talentCount), { count: sent.count }),
            email: sent.email,
          })}
        />
      ) : (
        <>
          {captcha ? <CaptchaScript config={captcha} /> : null}
          <Form formProps={form.formProps}>
            <FieldPair>
              <Field field={form.field('name')} />
              <Field field={form.field('company')} />
            </FieldPair>
            <FieldPair>
              <Field field={form.field('email')} />
              <Field field={form.field('phone')} />
            </FieldPair>
            <Field field={form.field('dates')} />
            <Field field={form.field('usage')} />
            <Field field={form.field('message')} />
            <FormEnd form={form} honeypot={bot.honeypot} label={text.submit} notice={notice} />
          </Form>
        </>
      )}
    </section>
  )
}
