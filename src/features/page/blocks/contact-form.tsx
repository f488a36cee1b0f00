import { CaptchaNotice } from '@/features/captcha/captcha-notice'
import { ContactForm } from '@/features/contact/lazy.client'
import { FormTexts } from '@/features/forms/form-texts'
import { env } from '@/lib/env'
import { publicRuntimeConfig } from '@/lib/runtime-config'
import { getLocations } from '@/lib/data/agency'
import type { ContactFormBlock as ContactFormBlockData } from '@/payload-types'

import styles from './blocks.module.css'
import { requestLocale } from '@/lib/i18n/server'

/**
 * The contact form, with the offices staff keep in the CMS. A block with a location sends to
 * that office; one without lets the visitor choose. The reCAPTCHA site key is read here, at
 * request time, and handed down: only pages with a form load the script.
 */
export async function ContactFormBlock({ block }: { block: ContactFormBlockData }) {
  const locale = await requestLocale()
  const locations = await getLocations(locale)
  const offices = locations.map(({ name, slug, town }) => ({ label: name, value: slug, town }))
  const fixedId = typeof block.location === 'object' ? block.location?.id : block.location
  // A fixed office that was deleted leaves the choice to the visitor rather than a dead form.
  const fixed = fixedId ? locations.find((location) => location.id === fixedId) : undefined
  const { recaptchaSiteKey: siteKey } = publicRuntimeConfig()
  const { scriptUrl } = env.recaptcha
  return (
    <section
      className={styles.section}
      aria-labelledby={block.heading ? 'contact-form' : undefined}
    >
      {block.heading ? <h2 id="contact-form">{block.heading}</h2> : null}
      <FormTexts form="contact" locale={locale}>
        <ContactForm
          offices={offices}
          fixedOffice={fixed?.slug ?? null}
          captcha={siteKey ? { siteKey, scriptUrl } : null}
          successMessage={block.successMessage}
          notice={siteKey ? <CaptchaNotice /> : null}
        />
      </FormTexts>
    </section>
  )
}
