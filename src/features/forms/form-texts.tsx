import type { ReactNode } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { formMessages, type FormName } from '@/lib/i18n/messages/en'
import { FormMessagesProvider } from '@/lib/i18n/messages-context.client'

/**
 * Around a form, on the server: hands its client components the form's texts in the page's
 * language. Only pages with a form carry them; the layout gives every page the rest.
 */
export function FormTexts({
  form,
  locale,
  children,
}: {
  readonly form: FormName
  readonly locale: Locale
  readonly children: ReactNode
}) {
  return (
    <FormMessagesProvider form={form} messages={formMessages(catalogues[locale], form)}>
      {children}
    </FormMessagesProvider>
  )
}
