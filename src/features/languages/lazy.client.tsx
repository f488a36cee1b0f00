'use client'

import { afterLoad } from '@/lib/browser-only.client'

/**
 * The suggestion to read another language, rendered in the browser only (the server renders
 * nothing), once the page has loaded: a visitor reads the page first, and its first load does
 * not carry the suggestion's code (decision 0016).
 */
export const LanguageSuggestion = afterLoad(() =>
  import('./language-suggestion.client').then((module) => module.LanguageSuggestion),
)
