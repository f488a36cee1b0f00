// @ts-check
/**
 * The site's language codes (lib/i18n/locales.ts has the rest of what a language is), in plain
 * JavaScript for the front's page cache (src/server/cache-policy.mjs), which must tell a
 * language prefix (`/es/women`) from a page whose slug has two letters. Import-free.
 */
export const LOCALES = /** @type {const} */ (['en', 'es'])
