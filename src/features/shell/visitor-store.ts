import { create } from 'zustand'

import type { Town } from '@/cms/fields/towns'
import { MAIN_PORTFOLIO } from '@/features/books/main-portfolio'
import type { PortfolioMedia, TrailEntry } from '@/features/books/portfolio-sets'
import { MAX_SHORTLIST, type ShortlistNotices } from '@/features/shortlist/constants'
import { merge, move, toggle } from '@/features/shortlist/shortlist'
import { fill } from '@/lib/i18n/format'
import { storeShortlist } from '@/features/shortlist/storage'

import type { AppTheme } from './choices'
import { applyTheme, storeChoice } from './visitor-choices'

/** The spec's shared visitor state (spec.md section 3), field for field. */
export type VisitorState = {
  /**
   * Which of a talent's sets is shown (`portfolio`, `polaroids`, `videos`, ...), kept while the
   * visitor moves from talent to talent; a talent without that set shows the main portfolio.
   */
  selectedPortfolio: string
  /** The pictures of the set being shown: the carousel draws them, the lightbox opens them. */
  medias: PortfolioMedia[]
  /** The talents of the book as the visitor last filtered it: previous, next and "back to the book" follow it. */
  talent_portfolios: TrailEntry[]
  isMenuOpen: boolean
  isSearchBarOpen: boolean
  isModalPrintOpen: boolean
  appTheme: AppTheme
  searchValue: string
  showFAQ: boolean
  selectedTown: Town
  videoBannerOpen: boolean
  /**
   * Ours (issue 17): the talents the visitor shortlisted, as slugs in their order; null until
   * the shell has read it from storage (the server renders every page with none).
   */
  shortlist: readonly string[] | null
  /** Ours: the last change to the shortlist in words, for the header's live region. */
  shortlistNotice: string
}

export const VISITOR_STATE_DEFAULTS: VisitorState = {
  selectedPortfolio: MAIN_PORTFOLIO,
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
  shortlist: null,
  shortlistNotice: '',
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
  /** A book shows its talents as filtered: the order previous and next follow. */
  setTalentPortfolios: (talents: TrailEntry[]) => void
  /**
   * Adds or removes a talent (kept in localStorage); a full list refuses with a notice. The
   * notices are the page's catalogue's (`messages.shortlist`).
   */
  toggleShortlist: (slug: string, notices: ShortlistNotices) => void
  /** Moves the talent at `from` to `to`. */
  moveInShortlist: (from: number, to: number) => void
  clearShortlist: (notices: ShortlistNotices) => void
  /** Takes talents the site no longer shows off the list, without a word in the live region. */
  dropFromShortlist: (slugs: readonly string[]) => void
  /** Adds a shared list's talents not listed yet, as many as fit. */
  mergeIntoShortlist: (slugs: readonly string[], notices: ShortlistNotices) => void
  /** Says something about the shortlist in the live region. */
  announce: (notice: string) => void
}

/**
 * The one store of the visitor shell. It lives in the browser: the server renders with the
 * defaults (zustand hands React the initial state while hydrating), and the shell then applies
 * the visitor's stored choices (see `restoreVisitorChoices`).
 */
export const useVisitorStore = create<VisitorState & VisitorActions>()((set, get) => ({
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
  setTalentPortfolios: (talents) => set({ talent_portfolios: talents }),
  toggleShortlist: (slug, notices) => {
    const { list, outcome } = toggle(get().shortlist ?? [], slug)
    setShortlist(list, fill(notices[outcome], { count: list.length, max: MAX_SHORTLIST }))
  },
  moveInShortlist: (from, to) => setShortlist(move(get().shortlist ?? [], from, to)),
  clearShortlist: (notices) => setShortlist([], fill(notices.removed, { count: 0 })),
  dropFromShortlist: (slugs) =>
    setShortlist((get().shortlist ?? []).filter((slug) => !slugs.includes(slug))),
  mergeIntoShortlist: (slugs, notices) => {
    const before = get().shortlist ?? []
    const { list, added } = merge(before, slugs)
    const full = added < slugs.filter((slug) => !before.includes(slug)).length
    const notice = full ? notices.full : notices.added
    setShortlist(list, fill(notice, { count: list.length, max: MAX_SHORTLIST }))
  },
  announce: (notice) => set({ shortlistNotice: notice }),
}))

function setShortlist(list: readonly string[], notice?: string): void {
  useVisitorStore.setState(
    notice === undefined ? { shortlist: list } : { shortlist: list, shortlistNotice: notice },
  )
  storeShortlist(list)
}
