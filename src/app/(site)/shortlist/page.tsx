import type { Metadata } from 'next'

import { CaptchaNotice } from '@/features/captcha/captcha-notice'
import { InquiryForm } from '@/features/inquiry/lazy.client'
import { PageLayout } from '@/features/layout/page-layout'
import { SHORTLIST_PATH } from '@/features/shortlist/constants'
import { ShortlistView } from '@/features/shortlist/shortlist-view.client'
import { getShellGlobals } from '@/lib/data/globals'
import { env } from '@/lib/env'
import { publicRuntimeConfig } from '@/lib/runtime-config'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getShellGlobals()
  return {
    title: `Your shortlist · ${settings.website.name}`,
    description:
      'The talents you shortlisted, side by side: share them, print them or send them to us.',
    alternates: { canonical: SHORTLIST_PATH },
    robots: { index: false },
  }
}

/**
 * /shortlist: the same frame for every visitor (the page is cached); the list itself lives in
 * the visitor's browser and fills the frame once it is restored.
 */
export default async function ShortlistPage() {
  const { settings, menu } = await getShellGlobals()
  const { recaptchaSiteKey: siteKey } = publicRuntimeConfig()
  return (
    <PageLayout layout="default" menu={menu}>
      <ShortlistView
        agency={settings.website.name}
        inquiry={
          <InquiryForm
            captcha={siteKey ? { siteKey, scriptUrl: env.recaptcha.scriptUrl } : null}
            notice={siteKey ? <CaptchaNotice /> : null}
          />
        }
      />
      <noscript>
        <p>Your shortlist is kept by your browser: turn on JavaScript to see it.</p>
      </noscript>
    </PageLayout>
  )
}
