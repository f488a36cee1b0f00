import { captchaEnabled, env } from '@/lib/env'

/**
 * The public runtime configuration (spec section 7: the captcha's "public site key from runtime
 * configuration (name recaptchaSiteKey)"): read from the environment at run time, never built
 * in, and the same for every visitor. `GET /api/_settings` publishes it as `runtimeConfig`.
 */
export type PublicRuntimeConfig = { recaptchaSiteKey: string | null }

export function publicRuntimeConfig(): PublicRuntimeConfig {
  return { recaptchaSiteKey: captchaEnabled() ? env.recaptcha.siteKey : null }
}
