import { fillNodes } from '@/lib/i18n/format'
import { getMessages } from '@/lib/i18n/server'

import styles from './captcha.module.css'

/**
 * Google's required wording when the badge is hidden, shown beside the form it protects. The
 * catalogue places the two links (`{privacyPolicy}`, `{terms}`) where its language puts them.
 */
export async function CaptchaNotice() {
  const { captcha } = await getMessages()
  const links = {
    privacyPolicy: (
      <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
        {captcha.privacyPolicy}
      </a>
    ),
    terms: (
      <a href="https://policies.google.com/terms" rel="noopener noreferrer">
        {captcha.terms}
      </a>
    ),
  }
  return <p className={styles.notice}>{fillNodes(captcha.notice, links)}</p>
}
