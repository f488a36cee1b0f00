import { beforeEach, describe, expect, it, vi } from 'vitest'

import { STORAGE_KEYS } from '@/features/shell/constants'
import { useVisitorStore, VISITOR_STATE_DEFAULTS } from '@/features/shell/visitor-store'

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
  it('holds exactly the spec’s fields, with its defaults', () => {
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

  it('closes the video banner', () => {
    useVisitorStore.getState().closeVideoBanner()
    expect(useVisitorStore.getState().videoBannerOpen).toBe(false)
  })
})
