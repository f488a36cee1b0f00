'use client'

import { createContext, use, type ReactNode } from 'react'

import type { Locale } from './locales'
import type { BrowserMessages, FormMessages, FormName } from './messages/en'

type PageLanguage = { locale: Locale; messages: BrowserMessages }

const PageLanguageContext = createContext<PageLanguage | null>(null)

/**
 * Gives the browser's components their page's language and catalogue. The layout passes the one
 * catalogue the page is in, so a page never loads another language's texts.
 */
export function PageLanguageProvider({
  locale,
  messages,
  children,
}: PageLanguage & { children: ReactNode }) {
  return <PageLanguageContext value={{ locale, messages }}>{children}</PageLanguageContext>
}

function usePageLanguage(): PageLanguage {
  const language = use(PageLanguageContext)
  if (!language) throw new Error('A visitor component rendered outside PageLanguageProvider')
  return language
}

/** The page's catalogue, in a client component. */
export const useMessages = (): BrowserMessages => usePageLanguage().messages

/** The page's language, in a client component. */
export const useLocale = (): Locale => usePageLanguage().locale

/** One form's texts: the shared ones, and its own under its name. */
type FormLanguage = { form: FormName; messages: FormMessages<never> }

const FormLanguageContext = createContext<FormLanguage | null>(null)

/**
 * Gives a form's components its texts (lib/i18n/messages/en.ts, formMessages): they come with
 * the page that has the form, not with every page.
 */
export function FormMessagesProvider<Name extends FormName>({
  form,
  messages,
  children,
}: {
  form: Name
  messages: FormMessages<Name>
  children: ReactNode
}) {
  return <FormLanguageContext value={{ form, messages }}>{children}</FormLanguageContext>
}

/** The texts every form reads (fields, bot checks), in a form's client component. */
export function useFormMessages(): FormMessages<never>
/** The texts of `form`, in its client component. */
export function useFormMessages<Name extends FormName>(form: Name): FormMessages<Name>
export function useFormMessages(form?: FormName): FormMessages<never> {
  const given = use(FormLanguageContext)
  if (!given || (form && given.form !== form))
    throw new Error(`A ${form ?? 'form'} form rendered outside its FormMessagesProvider`)
  return given.messages
}
