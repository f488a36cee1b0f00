import { describe, expect, it } from 'vitest'

import { languageAlternates } from '@/lib/i18n/alternates'
import { localeRoute } from '@/lib/i18n/locale-routes'
import { localeOfPath, localizedPath, pathWithoutLocale } from '@/lib/i18n/locales'

describe('a path and its language', () => {
  it('reads the language from the first segment, English without one', () => {
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/women/ana')).toBe('en')
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/women/ana')).toBe('es')
    expect(localeOfPath('/estudio')).toBe('en')
  })

  it('moves a path between languages both ways', () => {
    for (const path of ['/', '/faq', '/women/ana', '/print/women/ana']) {
      expect(pathWithoutLocale(localizedPath(path, 'es'))).toBe(path)
      expect(localizedPath(path, 'en')).toBe(path)
    }
    expect(localizedPath('/', 'es')).toBe('/es')
    expect(localizedPath('/faq', 'es')).toBe('/es/faq')
    expect(pathWithoutLocale('/es')).toBe('/')
  })
})

describe('routing by language (the proxy)', () => {
  it('sends English pages, which have no prefix, to the routes under /en', () => {
    expect(localeRoute('/')).toEqual({ kind: 'page', locale: 'en', rewrite: '/en' })
    expect(localeRoute('/women/ana')).toEqual({
      kind: 'page',
      locale: 'en',
      rewrite: '/en/women/ana',
    })
    expect(localeRoute('/_test/gallery')).toEqual({
      kind: 'page',
      locale: 'en',
      rewrite: '/en/_test/gallery',
    })
  })

  it('lets Spanish pages through as they are', () => {
    expect(localeRoute('/es')).toEqual({ kind: 'page', locale: 'es' })
    expect(localeRoute('/es/faq')).toEqual({ kind: 'page', locale: 'es' })
    expect(localeRoute('/es/')).toEqual({ kind: 'page', locale: 'es' })
  })

  it('takes a prefix only as a whole segment, as it is written', () => {
    expect(localeRoute('/estudio')).toEqual({ kind: 'page', locale: 'en', rewrite: '/en/estudio' })
    expect(localeRoute('/ES/faq')).toEqual({ kind: 'page', locale: 'en', rewrite: '/en/ES/faq' })
  })

  it('redirects an English page addressed with its prefix to its one address', () => {
    expect(localeRoute('/en')).toEqual({ kind: 'redirect', location: '/' })
    expect(localeRoute('/en/faq')).toEqual({ kind: 'redirect', location: '/faq' })
  })

  it('answers the content API in Spanish under /api/es', () => {
    expect(localeRoute('/api/es')).toEqual({ kind: 'api', locale: 'es', rewrite: '/api' })
    expect(localeRoute('/api/es/women/ana')).toEqual({
      kind: 'api',
      locale: 'es',
      rewrite: '/api/women/ana',
    })
    expect(localeRoute('/api/faq')).toEqual({ kind: 'api', locale: 'en' })
    expect(localeRoute('/api')).toEqual({ kind: 'api', locale: 'en' })
    expect(localeRoute('/api/en/faq')).toEqual({ kind: 'other', locale: 'en' })
    expect(localeRoute('/api/_forms/contact')).toEqual({ kind: 'other', locale: 'en' })
  })

  it('never routes a language-prefixed address to an endpoint, which has one address', () => {
    for (const path of [
      '/api/es/_packages/token/vote',
      '/api/es/%5Fpackages/token/vote',
      '/api/es/%5fforms/contact',
      '/api/es/_search',
    ])
      expect(localeRoute(path), path).toEqual({ kind: 'api', locale: 'es' })
  })

  it('leaves the admin, APIs, files and icons alone', () => {
    for (const path of [
      '/admin',
      '/cms/api/pages',
      '/_next/static/a.js',
      '/image/proxy',
      '/robots.txt',
      '/icons/icon-192.png',
      '/sitemaps/1.xml',
    ])
      expect(localeRoute(path)).toEqual({ kind: 'other', locale: 'en' })
  })
})

describe('hreflang alternates', () => {
  it('name the page in every language and English as x-default', () => {
    expect(languageAlternates('https://roster.example', '/faq')).toEqual({
      en: 'https://roster.example/faq',
      es: 'https://roster.example/es/faq',
      'x-default': 'https://roster.example/faq',
    })
  })
})
