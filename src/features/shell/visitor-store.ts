import { create } from 'zustand'

import type { PublicMedia, PublicTalent } from '@/lib/data/types'

import type { AppTheme, Town } from './choices'
import { applyTheme, storeChoice } from './visitor-choices'

/** The spec's shared visitor state (spec.md section 3), field for field. */
export type VisitorState = {
  /** Which of a talent's collections is shown; the spec gives no value, `portfolio` is the first. */
  selectedPortfolio: string
  /** The media the lightbox shows. */
  medias: PublicMedia[]
  /** The current talent's portfolio entries. */
  talent_portfolios: PublicTalent['portfolio']
  isMenuOpen: boolean
  isSearchBarOpen: boolean
  isModalPrintOpen: boolean
  appTheme: AppTheme
  searchValue: string
  showFAQ: boolean
  selectedTown: Town
  videoBannerOpen: boolean
}

export const VISITOR_STATE_DEFAULTS: VisitorState = {
  selectedPortfolio: 'portfolio',
  medias: [],
  talent_portfolios: [],
  isMenuOpen: false,
  isSearchBarOpen: false,
  isModalPrintOpen: false,
  appTheme: 'system',
  searchValue: '',
  showFAQ: false,
  selectedTown: 'LA',
  videoBannerOpen: true,
}

export type VisitorActions = {
  openMenu: () => void
  closeMenu: () => void
  toggleMenu: () => void
  openSearchBar: () => void
  closeSearchBar: () => void
  toggleSearchBar: () => void
  openModalPrint: () => void
  closeModalPrint: () => void
  toggleModalPrint: () => void
  openFAQ: () => void
  closeFAQ: () => void
  /** The visitor's choice: kept in localStorage. */
  setTown: (town: Town) => void
  /** The visitor's choice: kept in localStorage and applied to the document at once. */
  setTheme: (theme: AppTheme) => void
  setSearchValue: (value: string) => void
  closeVideoBanner: () => void
}

/**
 * The one store of the visitor shell. It lives in the browser: the server renders with the
 * defaults (zustand hands React the initial state while hydrating), and the shell then applies
 * the visitor's stored choices (see `restoreVisitorChoices`).
 */
export const useVisitorStore = create<VisitorState & VisitorActions>()((set) => ({
  ...VISITOR_STATE_DEFAULTS,
  openMenu: () => set({ isMenuOpen: true }),
  closeMenu: () => set({ isMenuOpen: false }),
  toggleMenu: () => set((state) => ({ isMenuOpen: !state.isMenuOpen })),
  openSearchBar: () => set({ isSearchBarOpen: true }),
  closeSearchBar: () => set({ isSearchBarOpen: false }),
  toggleSearchBar: () => set((state) => ({ isSearchBarOpen: !state.isSearchBarOpen })),
  openModalPrint: () => set({ isModalPrintOpen: true }),
  closeModalPrint: () => set({ isModalPrintOpen: false }),
  toggleModalPrint: () => set((state) => ({ isModalPrintOpen: !state.isModalPrintOpen })),
  openFAQ: () => set({ showFAQ: true }),
  closeFAQ: () => set({ showFAQ: false }),
  setTown: (town) => {
    set({ selectedTown: town })
    storeChoice('town', town)
  },
  setTheme: (theme) => {
    set({ appTheme: theme })
    storeChoice('theme', theme)
    applyTheme(theme)
  },
  setSearchValue: (value) => set({ searchValue: value }),
  closeVideoBanner: () => set({ videoBannerOpen: false }),
}))
