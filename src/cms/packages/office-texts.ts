import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Package } from '@/payload-types'

/** The mail texts of the package's office, in `locale` (English: the office's own mails). */
export async function officeTexts(
  payload: Payload,
  pkg: Pick<Package, 'location'>,
  locale: Locale = DEFAULT_LOCALE,
) {
  const id = typeof pkg.location === 'object' ? pkg.location.id : pkg.location
  const office = await payload.findByID({
    collection: 'locations',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    select: { mailTexts: true },
  })
  return office.mailTexts
}
