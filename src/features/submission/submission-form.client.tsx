'use client'
/**
 * The application form. Its rules come from schema.ts, as on the server; the guardian's fields
 * appear, and become required, as soon as the date of birth says the applicant is under 18.
 */
import { useState, type ReactNode } from 'react'

import { CaptchaScript, type CaptchaConfig } from '@/features/captcha/captcha.client'
import { useBotChecks } from '@/features/forms/bot-checks.client'
import { Field, FieldPair, Form, FormEnd, FormSent } from '@/features/forms/fields.client'
import type { SelectOption } from '@/features/forms/schema'
import { newIdempotencyKey } from '@/features/forms/submit-request'
import { useForm } from '@/features/forms/use-form.client'
import { useFormMessages, useLocale } from '@/lib/i18n/messages-context.client'

import { CAPTCHA_ACTION } from './constants'
import { isMinor, schemaFor, submissionSchemas, type SubmissionSchema } from './schema'
import { sendApplication } from './submit-application'
import styles from './submission-form.module.css'

export type SubmissionFormProps = {
  readonly offices: readonly SelectOption[]
  /** SUBMISSION_MAX_PHOTO_BYTES, which the photos' help names. */
  readonly maxPhotoBytes: number
  /** Null when reCAPTCHA is off (no site key configured). */
  readonly captcha: CaptchaConfig | null
  readonly successMessage: string
  readonly notice: ReactNode
}

export function SubmissionForm({
  offices,
  maxPhotoBytes,
  captcha,
  successMessage,
  notice,
}: SubmissionFormProps) {
  const locale = useLocale()
  const messages = useFormMessages('submission')
  const text = messages.submission
  const [schemas] = useState(() => submissionSchemas(offices, messages, maxPhotoBytes))
  const [key] = useState(newIdempotencyKey)
  const [sentId, setSentId] = useState<number | null>(null)
  const bot = useBotChecks(captcha, CAPTCHA_ACTION)
  const form = useForm<SubmissionSchema>((values) => schemaFor(schemas, values), {
    onSubmit: async (values) => {
      const checks = await bot.checks()
      if ('formErrors' in checks) return checks
      const sent = await sendApplication(values, { key, locale, ...checks }, text)
      if (sent.ok) {
        setSentId(sent.id)
        return
      }
      return sent
    },
  })

  if (sentId !== null) {
    return <FormSent heading={text.sent} message={successMessage} />
  }

  const minor =
    typeof form.view.values.dateOfBirth === 'string' && isMinor(form.view.values.dateOfBirth)
  return (
    <>
      {captcha ? <CaptchaScript config={captcha} /> : null}
      <Form formProps={form.formProps}>
        <fieldset className={styles.group}>
          <legend>{text.aboutYou}</legend>
          <Field field={form.field('name')} />
          <Field field={form.field('email')} />
          <Field field={form.field('phone')} />
          <FieldPair>
            <Field field={form.field('dateOfBirth')} />
            <Field field={form.field('gender')} />
          </FieldPair>
          <FieldPair>
            <Field field={form.field('location')} />
            <Field field={form.field('town')} />
          </FieldPair>
        </fieldset>
        {minor ? (
          <fieldset className={styles.group}>
            <legend>{text.guardian}</legend>
            <p className={styles.note}>{text.guardianNote}</p>
            <Field field={form.field('guardianName')} />
            <Field field={form.field('guardianEmail')} />
            <Field field={form.field('guardianConsent')} />
          </fieldset>
        ) : null}
        <fieldset className={styles.group}>
          <legend>{text.measurements}</legend>
          <div className={styles.measurements}>
            <Field field={form.field('height')} />
            <Field field={form.field('bust')} />
            <Field field={form.field('waist')} />
            <Field field={form.field('hips')} />
            <Field field={form.field('shoe')} />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{text.photosAndMore}</legend>
          <Field field={form.field('photos')} />
          <Field field={form.field('instagram')} />
          <Field field={form.field('message')} />
        </fieldset>
        <FormEnd form={form} honeypot={bot.honeypot} label={text.submit} notice={notice} />
      </Form>
    </>
  )
}
