'use client'
/**
 * reCAPTCHA v3 in the browser: the script, loaded only where a form is rendered, and a token per
 * submit. The site key comes from the server at runtime (RECAPTCHA_SITE_KEY), never inlined.
 */
import { useEffect } from 'react'

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export type CaptchaConfig = { readonly siteKey: string; readonly scriptUrl: string }

/** The scripts inserted so far: a form that mounts again (a navigation back) reuses its script. */
const inserted = new Set<string>()

/**
 * The badge goes bottom left and is hidden (captcha.module.css); the notice stands in for it.
 * Inserted once the form has hydrated, as next/script's `afterInteractive` would, without its
 * 2 KiB in the form pages' first load; the page's policy trusts it through 'strict-dynamic'.
 */
export function CaptchaScript({ config }: { readonly config: CaptchaConfig }) {
  const src = `${config.scriptUrl}?render=${encodeURIComponent(config.siteKey)}&badge=bottomleft`
  useEffect(() => {
    if (inserted.has(src)) return
    inserted.add(src)
    const script = document.createElement('script')
    script.src = src
    script.async = true
    document.body.append(script)
  }, [src])
  return null
}

/** Resolves with a fresh token for `action`; rejects when the script did not load. */
function captchaToken(config: CaptchaConfig, action: string): Promise<string> {
  const grecaptcha = window.grecaptcha
  if (!grecaptcha) return Promise.reject(new Error('reCAPTCHA is not loaded'))
  return new Promise((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(config.siteKey, { action }).then(resolve, reject)
    })
  })
}

/**
 * The token a form sends with its submit: empty while reCAPTCHA is off (`config` null), or the
 * form error to show when the script did not load (blocked, offline): `notLoaded`, the page's
 * `captcha.notLoaded` text.
 */
export async function submitToken(
  config: CaptchaConfig | null,
  action: string,
  notLoaded: string,
): Promise<{ readonly token: string } | { readonly formErrors: string[] }> {
  if (!config) return { token: '' }
  try {
    return { token: await captchaToken(config, action) }
  } catch {
    return { formErrors: [notLoaded] }
  }
}
