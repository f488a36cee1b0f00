import type { AppTheme } from './choices'
import { STORAGE_KEYS } from './constants'

/**
 * The visitor's theme, town, analytics consent and language, kept in localStorage. Storage can be missing or refuse writes
 * (private modes, quotas): a choice then lasts for the visit only.
 */

type Choice = keyof Pick<
  typeof STORAGE_KEYS,
  'theme' | 'town' | 'consent' | 'language' | 'languageSuggestion'
>

export function readChoice<T extends string>(choice: Choice, allowed: readonly T[]): T | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS[choice])
    return allowed.find((option) => option === value) ?? null
  } catch {
    return null
  }
}

export function storeChoice(choice: Choice, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[choice], value)
  } catch {
    // Storage refused: the choice holds until the page is closed.
  }
}

/** `data-theme` on <html> drives the colours (globals.css); without it the system's preference does. */
export function applyTheme(theme: AppTheme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

export function prefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}
