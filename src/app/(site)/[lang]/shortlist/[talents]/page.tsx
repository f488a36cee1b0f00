import type { Metadata } from 'next'

import { CaptchaNotice } from '@/features/captcha/captcha-notice'
import { pageNotFound } from '@/features/errors/page-not-found'
import { FormTexts } from '@/features/forms/form-texts'
import { InquiryForm } from '@/features/inquiry/lazy.client'
import { PageLayout } from '@/features/layout/page-layout'
import { ComparisonTable } from '@/features/shortlist/comparison-table.client'
import { SHORTLIST_PATH } from '@/features/shortlist/constants'
import { PrintPackage } from '@/features/shortlist/print-package.client'
import printStyles from '@/features/shortlist/print-package.module.css'
import { SaveShared } from '@/features/shortlist/save-shared.client'
import { sharedShortlistMetadata } from '@/features/shortlist/shared-metadata'
import { parseShortlist, talentsQuery } from '@/features/shortlist/shortlist'
import styles from '@/features/shortlist/shortlist-page.module.css'
import { getShellGlobals } from '@/lib/data/globals'
import { getShortlistTalents } from '@/lib/data/shortlist'
import { env } from '@/lib/env'
import { fill, plural } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { getMessages, requestLocale } from '@/lib/i18n/server'
import { publicRuntimeConfig } from '@/lib/runtime-config'

type Props = { params: Promise<{ talents: string }> }

async function sharedList(params: Props['params']) {
  const { talents } = await params
  const data = await getShortlistTalents(
    await requestLocale(),
    parseShortlist(talents.replaceAll('%2C', ',')),
  )
  return data.talents.length > 0 ? data : pageNotFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ talents }, { settings }] = await Promise.all([
    sharedList(params),
    requestLocale().then(getShellGlobals),
  ])
  return sharedShortlistMetadata(talents, settings.website.name)
}

/**
 * `/shortlist/{slug},{slug},…`: a shortlist someone shared. The talents are in the address and
 * nothing else is, so the page is the same for everyone: rendered on the server, cached, read
 * without JavaScript. Talents no longer shown are left out, with a note. The receiver can send
 * these talents to the agency as an inquiry from the page.
 */
export default async function SharedShortlistPage({ params }: Props) {
  const [{ talents, missing }, { settings, menu }, { shortlist }, locale] = await Promise.all([
    sharedList(params),
    requestLocale().then(getShellGlobals),
    getMessages(),
    requestLocale(),
  ])
  const agency = settings.website.name
  const slugs = talents.map((talent) => talent.slug)
  const { recaptchaSiteKey: siteKey } = publicRuntimeConfig()
  return (
    <PageLayout layout="default" menu={menu}>
      <div className={`${printStyles.page} ${styles.shortlist}`}>
        <h1>{fill(shortlist.sharedHeading, { agency })}</h1>
        <p className={styles.lead}>{shortlist.sharedLead}</p>
        {missing.length > 0 && (
          <p className={styles.lead}>
            {fill(plural(locale, missing.length, shortlist.sharedMissing), {
              count: missing.length,
            })}
          </p>
        )}
        <ComparisonTable
          talents={talents}
          caption={fill(plural(locale, talents.length, shortlist.sideBySide), {
            count: talents.length,
          })}
        />
        <SaveShared slugs={slugs} />
        {/* The receiver can answer the agency from here, with these talents. */}
        <FormTexts form="inquiry" locale={locale}>
          <InquiryForm
            talents={slugs}
            captcha={siteKey ? { siteKey, scriptUrl: env.recaptcha.scriptUrl } : null}
            notice={siteKey ? <CaptchaNotice /> : null}
          />
        </FormTexts>
        <p className={styles.buttons}>
          <a href={localizedPath(`${SHORTLIST_PATH}/pdf${talentsQuery(slugs)}`, locale)} download>
            {shortlist.downloadPdf}
          </a>
        </p>
        <PrintPackage talents={talents} agency={agency} />
      </div>
    </PageLayout>
  )
}
