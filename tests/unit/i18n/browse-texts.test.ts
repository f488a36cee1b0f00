import { beforeEach, describe, expect, it, vi } from 'vitest'

import { siteHref } from '@/features/navigation/site-href'
import { useVisitorStore, VISITOR_STATE_DEFAULTS } from '@/features/shell/visitor-store'
import { MAX_SHORTLIST } from '@/features/shortlist/constants'
import { talentNames } from '@/features/shortlist/names'
import { es } from '@/lib/i18n/messages/es'

const named = (...names: string[]) => names.map((name) => ({ name }))

describe('links from the CMS in the page’s language', () => {
  it('prefixes site paths for Spanish and leaves English ones as written', () => {
    expect(siteHref('/faq', 'es')).toBe('/es/faq')
    expect(siteHref('/', 'es')).toBe('/es')
    expect(siteHref('/women/ada-stone', 'es')).toBe('/es/women/ada-stone')
    expect(siteHref('/faq', 'en')).toBe('/faq')
  })

  it('keeps other sites, protocol-relative addresses, mail links and fragments as they are', () => {
    for (const href of ['https://instagram.com/roster', '//cdn.example', 'mailto:a@b.c', '#top']) {
      expect(siteHref(href, 'es')).toBe(href)
    }
  })
})

describe('the shortlist’s words', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: { setItem: () => undefined } })
    useVisitorStore.setState(VISITOR_STATE_DEFAULTS)
  })

  it('announces a change in the words the page hands the store', () => {
    useVisitorStore.getState().toggleShortlist('ada-stone', es.shortlist)
    expect(useVisitorStore.getState().shortlistNotice).toBe('Añadido a la preselección (1)')
    useVisitorStore.getState().clearShortlist(es.shortlist)
    expect(useVisitorStore.getState().shortlistNotice).toBe('Quitado de la preselección (0)')
    const many = Array.from({ length: MAX_SHORTLIST + 1 }, (_, index) => `talent-${index}`)
    useVisitorStore.getState().mergeIntoShortlist(many, es.shortlist)
    expect(useVisitorStore.getState().shortlistNotice).toBe(
      'Tu preselección está completa: admite 50 talentos como máximo. Quita uno para añadir otro.',
    )
  })

  it('names a shared list’s talents in the page’s language', () => {
    expect(talentNames(named('Ada', 'Bea', 'Cleo'), 3, es.shortlist)).toBe('Ada, Bea y Cleo')
    expect(talentNames(named('Ada', 'Bea', 'Cleo', 'Dee', 'Eve'), 3, es.shortlist)).toBe(
      'Ada, Bea, Cleo y 2 más',
    )
    expect(talentNames(named('Ada'), 3, es.shortlist)).toBe('Ada')
  })
})
