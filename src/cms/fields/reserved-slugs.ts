import { isLocale } from '@/lib/i18n/locales'

/**
 * First path segments the site itself owns. A book may not take any of them, nor may a page
 * take a system one: otherwise a slug would shadow the admin, the APIs or a fixed route.
 */

export const SYSTEM_SEGMENTS = [
  'admin',
  'api',
  'cms',
  'image',
  'media',
  // Packages' links (/p/{token}).
  'p',
  'print',
  'shortlist',
  '_next',
] as const

/** The spec's fixed routes; each is a CMS page with this slug (`home` is served at `/`). */
export const FIXED_PAGE_SLUGS = [
  'home',
  'faq',
  'about',
  'submit',
  'contact',
  'mission',
  'privacy-notice',
  'privacy-policy',
  'terms-and-conditions',
  'central-contact',
  'central-mission',
  'central-payment',
  'los-angeles-contact',
  'los-angeles-payment',
] as const

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type SlugOwner = 'page' | 'book' | 'talent'

/** Returns why a slug cannot be used, or null when it can. */
export function slugProblem(slug: string, owner: SlugOwner): string | null {
  if (slug.includes('_') || slug.includes('.')) {
    return `The slug "${slug}" cannot contain "_" or ".": those are reserved for the site's own files.`
  }
  if (!SLUG_PATTERN.test(slug)) {
    return `The slug "${slug}" may only hold lowercase letters, digits and single hyphens.`
  }
  if (isLocale(slug)) {
    return `The slug "${slug}" is reserved for the site in that language (/${slug}/…). Choose another.`
  }
  if ((SYSTEM_SEGMENTS as readonly string[]).includes(slug)) {
    return `The slug "${slug}" is reserved by the site (it would hide /${slug}). Choose another.`
  }
  if (owner === 'book' && (FIXED_PAGE_SLUGS as readonly string[]).includes(slug)) {
    return `The slug "${slug}" is reserved for the fixed page /${slug}. Choose another name for the book.`
  }
  return null
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
