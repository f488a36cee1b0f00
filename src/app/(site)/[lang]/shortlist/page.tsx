import type { Metadata } from 'next'

import { CaptchaNotice } from '@/features/captcha/captcha-notice'
import { FormTexts } from '@/features/forms/form-texts'
import { InquiryForm } from '@/features/inquiry/lazy.client'
import { PageLayout } from '@/features/layout/page-layout'
import { SHORTLIST_PATH } from '@/features/shortlist/constants'
import { ShortlistView } from '@/features/shortlist/shortlist-view.client'
import { getShellGlobals } from '@/lib/data/globals'
import { env } from '@/lib/env'
import { languageAlternates } from '@/lib/i18n/alternates'
import { fill } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { getMessages, requestLocale } from '@/lib/i18n/server'
import { publicRuntimeConfig } from '@/lib/runtime-config'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale()
  const [{ settings }, { shortlist }] = await Promise.all([getShellGlobals(locale), getMessages()])
  return {
    title: fill(shortlist.pageTitle, { agency: settings.website.name }),
    description: shortlist.pageDescription,
    alternates: {
      canonical: localizedPath(SHORTLIST_PATH, locale),
      languages: languageAlternates(env.siteUrl, SHORTLIST_PATH),
    },
    robots: { index: false },
  }
}

/**
 * /shortlist: the same frame for every visitor (the page is cached); the list itself lives in
 * the visitor's browser and fills the frame once it is restored.
 */
export default async function ShortlistPage() {
  const locale = await requestLocale()
  const [{ settings, menu }, { shortlist }] = await Promise.all([
    getShellGlobals(locale),
    getMessages(),
  ])
  const { recaptchaSiteKey: siteKey } = publicRuntimeConfig()
  return (
    <PageLayout layout="default" menu={menu}>
      <ShortlistView
        agency={settings.website.name}
        inquiry={
          <FormTexts form="inquiry" locale={locale}>
            <InquiryForm
              captcha={siteKey ? { siteKey, scriptUrl: env.recaptcha.scriptUrl } : null}
              notice={siteKey ? <CaptchaNotice /> : null}
            />
          </FormTexts>
        }
      />
      <noscript>
        <p>{shortlist.noScript}</p>
      </noscript>
    </PageLayout>
  )
}
