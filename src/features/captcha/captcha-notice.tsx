import styles from './captcha.module.css'

/** Google's required wording when the badge is hidden, shown beside the form it protects. */
export function CaptchaNotice() {
  return (
    <p className={styles.notice}>
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href="https://policies.google.com/terms" rel="noopener noreferrer">
        Terms of Service
      </a>{' '}
      apply.
    </p>
  )
}
