import { create } from 'zustand'

import { readChoice, storeChoice } from '@/features/shell/visitor-choices'

import { CONSENTS, privacySignal, type Consent } from './consent'

type ConsentState = {
  /** False until the browser's stored answer and privacy signal have been read (after hydration). */
  ready: boolean
  consent: Consent | null
  /** Global Privacy Control is on: a refusal the visitor need not repeat. */
  gpc: boolean
  /** The "Privacy choices" panel, opened from the footer. */
  panelOpen: boolean
  restore: () => void
  answer: (consent: Consent) => void
  openPanel: () => void
  closePanel: () => void
}

/**
 * The visitor's analytics consent, beside the spec's visitor store (whose fields are the spec's
 * alone): in the browser only, kept in localStorage like the theme and town. The server renders
 * every page the same; the banner and the tag appear after hydration, from this store.
 */
export const useConsentStore = create<ConsentState>()((set) => ({
  ready: false,
  consent: null,
  gpc: false,
  panelOpen: false,
  restore: () =>
    set({ ready: true, consent: readChoice('consent', CONSENTS), gpc: privacySignal() }),
  answer: (consent) => {
    set({ consent, panelOpen: false })
    storeChoice('consent', consent)
  },
  openPanel: () => set({ panelOpen: true }),
  closePanel: () => set({ panelOpen: false }),
}))
