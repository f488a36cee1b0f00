/**
 * The visitor's theme choice and its values (the other lasting choice, the town, is one of the
 * agency's towns: cms/fields/towns.ts).
 */

/** `system` follows the visitor's operating system (prefers-color-scheme). */
export type AppTheme = 'system' | 'light' | 'dark'
export const APP_THEMES: readonly AppTheme[] = ['system', 'light', 'dark']
