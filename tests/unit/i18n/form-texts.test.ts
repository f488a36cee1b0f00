import { createElement, type ComponentProps, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FormTexts } from '@/features/forms/form-texts'
import { catalogues } from '@/lib/i18n/messages'
import { browserMessages, formMessages, type FormName } from '@/lib/i18n/messages/en'
import { useFormMessages } from '@/lib/i18n/messages-context.client'

const FORMS_TEXTS = ['forms', 'captcha', 'contact', 'submission', 'inquiry', 'payment']

describe("the page's catalogue and the forms' texts", () => {
  it('every page gets neither the mails nor the forms', () => {
    const page = Object.keys(browserMessages(catalogues.es))
    for (const namespace of ['mail', ...FORMS_TEXTS]) expect(page).not.toContain(namespace)
    expect(page).toEqual(expect.arrayContaining(['shell', 'search', 'lightbox', 'shortlist']))
  })

  it('a form gets the texts all forms share and its own, no other form’s', () => {
    expect(Object.keys(formMessages(catalogues.es, 'contact')).sort()).toEqual([
      'captcha',
      'contact',
      'forms',
    ])
    expect(formMessages(catalogues.es, 'payment').payment).toBe(catalogues.es.payment)
  })
})

/** The contact form's submit label, rendered inside the texts of `form`. */
const inFormTexts = (form: FormName) =>
  createElement(
    FormTexts,
    { form, locale: 'es' } as ComponentProps<typeof FormTexts>,
    createElement(SubmitLabel),
  )

function SubmitLabel() {
  return useFormMessages('contact').contact.submit
}

describe('useFormMessages', () => {
  const render = (tree: ReactNode) => renderToStaticMarkup(tree)

  it('reads the form’s texts in the page’s language inside FormTexts', () => {
    const html = render(inFormTexts('contact'))
    expect(html).toBe(catalogues.es.contact.submit)
  })

  it('refuses a form rendered without its texts, or inside another form’s', () => {
    expect(() => render(createElement(SubmitLabel))).toThrow(/contact form rendered outside/)
    expect(() => render(inFormTexts('payment'))).toThrow(/contact form rendered outside/)
  })
})
