import { beforeEach, describe, expect, it, vi } from 'vitest'

import { STORAGE_KEYS } from '@/features/shell/constants'
import { useVisitorStore, VISITOR_STATE_DEFAULTS } from '@/features/shell/visitor-store'
import { MAX_SHORTLIST, SHORTLIST_STORAGE_KEY } from '@/features/shortlist/constants'
import { fill } from '@/lib/i18n/format'
import { en } from '@/lib/i18n/messages/en'

const stored = new Map<string, string>()
const root = { dataset: {} as Record<string, string> }

beforeEach(() => {
  stored.clear()
  root.dataset = {}
  vi.stubGlobal('window', {
    localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
  })
  vi.stubGlobal('document', { documentElement: root })
  useVisitorStore.setState(VISITOR_STATE_DEFAULTS)
})

describe('the visitor store', () => {
  it('holds exactly the spec’s fields and the shortlist (issue 17), with their defaults', () => {
    const state = useVisitorStore.getState()
    const fields = Object.keys(state).filter(
      (key) => typeof state[key as keyof typeof state] !== 'function',
    )
    expect(fields.sort()).toEqual(
      [
        'selectedPortfolio',
        'medias',
        'talent_portfolios',
        'isMenuOpen',
        'isSearchBarOpen',
        'isModalPrintOpen',
        'appTheme',
        'searchValue',
        'showFAQ',
        'selectedTown',
        'videoBannerOpen',
        'shortlist',
        'shortlistNotice',
      ].sort(),
    )
    expect(state).toMatchObject({
      selectedTown: 'LA',
      videoBannerOpen: true,
      isMenuOpen: false,
      isSearchBarOpen: false,
      isModalPrintOpen: false,
      showFAQ: false,
      searchValue: '',
      medias: [],
      talent_portfolios: [],
      shortlist: null,
      shortlistNotice: '',
    })
  })

  it.each([
    ['Menu', 'isMenuOpen'],
    ['SearchBar', 'isSearchBarOpen'],
    ['ModalPrint', 'isModalPrintOpen'],
  ] as const)('opens, closes and toggles the %s', (name, field) => {
    const actions = useVisitorStore.getState()
    actions[`open${name}`]()
    expect(useVisitorStore.getState()[field]).toBe(true)
    actions[`close${name}`]()
    expect(useVisitorStore.getState()[field]).toBe(false)
    actions[`toggle${name}`]()
    expect(useVisitorStore.getState()[field]).toBe(true)
    actions[`toggle${name}`]()
    expect(useVisitorStore.getState()[field]).toBe(false)
  })

  it('opens and closes the FAQ popup', () => {
    useVisitorStore.getState().openFAQ()
    expect(useVisitorStore.getState().showFAQ).toBe(true)
    useVisitorStore.getState().closeFAQ()
    expect(useVisitorStore.getState().showFAQ).toBe(false)
  })

  it('keeps the chosen town in localStorage', () => {
    useVisitorStore.getState().setTown('CENTRAL')
    expect(useVisitorStore.getState().selectedTown).toBe('CENTRAL')
    expect(stored.get(STORAGE_KEYS.town)).toBe('CENTRAL')
  })

  it('keeps the chosen theme in localStorage and applies it to <html>', () => {
    useVisitorStore.getState().setTheme('dark')
    expect(stored.get(STORAGE_KEYS.theme)).toBe('dark')
    expect(root.dataset.theme).toBe('dark')
    useVisitorStore.getState().setTheme('system')
    expect(root.dataset.theme).toBeUndefined()
  })

  it('keeps the shortlist in localStorage and says each change in words', () => {
    const { toggleShortlist } = useVisitorStore.getState()
    toggleShortlist('ada-stone', en.shortlist)
    toggleShortlist('bea-marsh', en.shortlist)
    expect(useVisitorStore.getState()).toMatchObject({
      shortlist: ['ada-stone', 'bea-marsh'],
      shortlistNotice: 'Added to shortlist (2)',
    })
    expect(stored.get(SHORTLIST_STORAGE_KEY)).toBe('["ada-stone","bea-marsh"]')
    useVisitorStore.getState().moveInShortlist(1, 0)
    expect(useVisitorStore.getState().shortlist).toEqual(['bea-marsh', 'ada-stone'])
    toggleShortlist('bea-marsh', en.shortlist)
    expect(useVisitorStore.getState()).toMatchObject({
      shortlist: ['ada-stone'],
      shortlistNotice: 'Removed from shortlist (1)',
    })
    useVisitorStore.getState().dropFromShortlist(['ada-stone'])
    expect(stored.get(SHORTLIST_STORAGE_KEY)).toBe('[]')
  })

  it('refuses the 51st talent with a message, and saves a shared list as far as it fits', () => {
    const fifty = Array.from({ length: MAX_SHORTLIST }, (_, index) => `talent-${index}`)
    useVisitorStore.getState().mergeIntoShortlist(fifty.slice(0, 49), en.shortlist)
    useVisitorStore
      .getState()
      .mergeIntoShortlist(['talent-0', 'talent-49', 'talent-50'], en.shortlist)
    expect(useVisitorStore.getState().shortlist).toEqual(fifty)
    expect(useVisitorStore.getState().shortlistNotice).toBe(
      fill(en.shortlist.full, { max: MAX_SHORTLIST }),
    )
    useVisitorStore.getState().toggleShortlist('one-more', en.shortlist)
    expect(useVisitorStore.getState().shortlist).toHaveLength(MAX_SHORTLIST)
    expect(useVisitorStore.getState().shortlistNotice).toBe(
      'Your shortlist is full: it holds 50 talents at most. Remove one to add another.',
    )
  })

  it('closes the video banner', () => {
    useVisitorStore.getState().closeVideoBanner()
    expect(useVisitorStore.getState().videoBannerOpen).toBe(false)
  })
})
