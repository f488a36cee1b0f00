/** The visitor's two lasting choices and their values. */

export type Town = 'LA' | 'CENTRAL'
export const TOWNS: readonly Town[] = ['LA', 'CENTRAL']

/** `system` follows the visitor's operating system (prefers-color-scheme). */
export type AppTheme = 'system' | 'light' | 'dark'
export const APP_THEMES: readonly AppTheme[] = ['system', 'light', 'dark']
