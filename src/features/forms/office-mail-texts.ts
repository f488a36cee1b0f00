/**
 * The words of an office's own mail (the notification of a form), which stays in English, the
 * office's language, whatever language the visitor wrote in. The form's offices were read in
 * the visitor's language (their confirmation is written in it), so another language reads the
 * office's English texts once more.
 */
import type { Payload } from 'payload'

import { getOffices, type Office } from '@/lib/data/offices'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

export async function notificationTexts(
  payload: Payload,
  office: Pick<Office, 'id' | 'mailTexts'>,
  locale: Locale,
): Promise<Office['mailTexts']> {
  if (locale === DEFAULT_LOCALE) return office.mailTexts
  const english = (await getOffices(DEFAULT_LOCALE, payload)).find(({ id }) => id === office.id)
  return english?.mailTexts ?? office.mailTexts
}
