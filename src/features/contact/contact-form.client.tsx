'use client'
/**
 * The contact form. Its rules come from schema.ts, as on the server. On /contact the visitor
 * picks the office, preselected from the town they chose in the header until they pick one
 * themselves; an office's own page fixes it and leaves the choice out.
 */
import { useEffect, useState, type ReactNode } from 'react'

import { CaptchaScript, type CaptchaConfig } from '@/features/captcha/captcha.client'
import { useBotChecks } from '@/features/forms/bot-checks.client'
import { Field, FieldPair, Form, FormEnd, FormSent } from '@/features/forms/fields.client'
import { useForm, type FieldBinding } from '@/features/forms/use-form.client'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { fill } from '@/lib/i18n/format'
import { useFormMessages, useLocale } from '@/lib/i18n/messages-context.client'

import { CAPTCHA_ACTION } from './constants'
import { officeForTown, type ContactOffice } from './offices'
import { contactSchema } from './schema'
import { sendMessage } from './send-message'

export type ContactFormProps = {
  readonly offices: readonly ContactOffice[]
  /** The slug of the office this form sends to; null lets the visitor choose. */
  readonly fixedOffice: string | null
  /** Null when reCAPTCHA is off (no site key configured). */
  readonly captcha: CaptchaConfig | null
  readonly successMessage: string
  readonly notice: ReactNode
}

export function ContactForm({
  offices,
  fixedOffice,
  captcha,
  successMessage,
  notice,
}: ContactFormProps) {
  const locale = useLocale()
  const messages = useFormMessages('contact')
  const [schema] = useState(() =>
    contactSchema(
      offices.map(({ label, value }) => ({ label, value })),
      messages,
    ),
  )
  const town = useVisitorStore((state) => state.selectedTown)
  const townOffice = officeForTown(offices, town)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const bot = useBotChecks(captcha, CAPTCHA_ACTION)
  const [pickedByVisitor, setPickedByVisitor] = useState(false)
  const form = useForm(schema, {
    initialValues: { location: fixedOffice ?? townOffice },
    onSubmit: async (values) => {
      const checks = await bot.checks()
      if ('formErrors' in checks) return checks
      const sent = await sendMessage(values, checks, { locale, text: messages.contact })
      if (sent.ok) {
        setSentTo(offices.find((office) => office.value === values.location)?.label ?? '')
        return
      }
      return sent
    },
  })

  // The visitor's town is restored from storage after the first render, and may change in the
  // header: follow it until the visitor picks an office here.
  const { setValue } = form
  useEffect(() => {
    if (fixedOffice || pickedByVisitor || !townOffice) return
    setValue('location', townOffice)
  }, [fixedOffice, pickedByVisitor, townOffice, setValue])

  if (sentTo !== null) {
    return (
      <FormSent
        heading={sentTo ? fill(messages.contact.sentTo, { office: sentTo }) : messages.contact.sent}
        message={successMessage}
      />
    )
  }

  return (
    <>
      {captcha ? <CaptchaScript config={captcha} /> : null}
      <Form formProps={form.formProps}>
        {fixedOffice ? null : (
          <Field field={pickable(form.field('location'), () => setPickedByVisitor(true))} />
        )}
        <FieldPair>
          <Field field={form.field('name')} />
          <Field field={form.field('email')} />
        </FieldPair>
        <FieldPair>
          <Field field={form.field('phone')} />
          <Field field={form.field('subject')} />
        </FieldPair>
        <Field field={form.field('message')} />
        <FormEnd
          form={form}
          honeypot={bot.honeypot}
          label={messages.contact.submit}
          notice={notice}
        />
      </Form>
    </>
  )
}

/** The office select, noting when the visitor changes it: from then on their choice stands. */
function pickable(field: FieldBinding, onPick: () => void): FieldBinding {
  return {
    ...field,
    inputProps: {
      ...field.inputProps,
      onChange: (event) => {
        onPick()
        field.inputProps.onChange(event)
      },
    },
  }
}
