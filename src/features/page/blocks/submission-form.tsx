import { CaptchaNotice } from '@/features/captcha/captcha-notice'
import { FormTexts } from '@/features/forms/form-texts'
import { SubmissionForm } from '@/features/submission/lazy.client'
import { env } from '@/lib/env'
import { publicRuntimeConfig } from '@/lib/runtime-config'
import { getLocations } from '@/lib/data/agency'
import type { SubmissionFormBlock as SubmissionFormBlockData } from '@/payload-types'

import styles from './blocks.module.css'
import { requestLocale } from '@/lib/i18n/server'

/**
 * The application form, with the offices staff keep in the CMS. The reCAPTCHA site key is read
 * here, at request time, and handed down: the form page is the only one that loads the script.
 */
export async function SubmissionFormBlock({ block }: { block: SubmissionFormBlockData }) {
  const locale = await requestLocale()
  const offices = (await getLocations(locale)).map((location) => ({
    label: location.name,
    value: location.slug,
  }))
  const { recaptchaSiteKey: siteKey } = publicRuntimeConfig()
  const { scriptUrl } = env.recaptcha
  return (
    <section className={styles.section} aria-labelledby="application-form">
      {block.heading ? <h2 id="application-form">{block.heading}</h2> : null}
      <FormTexts form="submission" locale={locale}>
        <SubmissionForm
          offices={offices}
          maxPhotoBytes={env.submission.maxPhotoBytes}
          captcha={siteKey ? { siteKey, scriptUrl } : null}
          successMessage={block.successMessage}
          notice={siteKey ? <CaptchaNotice /> : null}
        />
      </FormTexts>
    </section>
  )
}
