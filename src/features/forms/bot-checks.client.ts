'use client'

import { useCallback, useRef } from 'react'

import { submitToken, type CaptchaConfig } from '@/features/captcha/captcha.client'
import { useFormMessages } from '@/lib/i18n/messages-context.client'

import { CAPTCHA_FIELD, HONEYPOT_FIELD } from './constants'

/** What a visitor form sends beside its fields to tell people from bots. */
export type BotChecks = { readonly captchaToken: string; readonly honeypot: string }

/**
 * The honeypot field's ref (HoneypotField) and, at submit, the checks to send with the form: the
 * honeypot's value and a reCAPTCHA token for `action`, or the form error to show when reCAPTCHA
 * did not load.
 */
export function useBotChecks(captcha: CaptchaConfig | null, action: string) {
  const honeypot = useRef<HTMLInputElement>(null)
  const notLoaded = useFormMessages().captcha.notLoaded
  const checks = useCallback(async (): Promise<BotChecks | { formErrors: string[] }> => {
    const token = await submitToken(captcha, action, notLoaded)
    if ('formErrors' in token) return token
    return { captchaToken: token.token, honeypot: honeypot.current?.value ?? '' }
  }, [captcha, action, notLoaded])
  return { honeypot, checks }
}

/** The checks as body fields, those that hold something: a person leaves the honeypot empty. */
export function botCheckFields(checks: BotChecks): Record<string, string> {
  const fields: Record<string, string> = {}
  if (checks.captchaToken) fields[CAPTCHA_FIELD] = checks.captchaToken
  if (checks.honeypot) fields[HONEYPOT_FIELD] = checks.honeypot
  return fields
}
