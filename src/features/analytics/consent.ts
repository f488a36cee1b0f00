/**
 * The visitor's answer to analytics: `granted`, `denied`, or not asked yet (null). Kept in the
 * browser (localStorage, through the visitor store), never on the server: pages are cached and
 * the same for everyone.
 */
export type Consent = 'granted' | 'denied'
export const CONSENTS: readonly Consent[] = ['granted', 'denied']

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    globalPrivacyControl?: boolean
  }
}

/**
 * Global Privacy Control counts as a refusal. A browser that sends `Sec-GPC: 1` must also expose
 * `navigator.globalPrivacyControl` (the GPC spec), so the page reads the one it can see and its
 * HTML stays the same for every visitor.
 */
export const privacySignal = (): boolean => navigator.globalPrivacyControl === true

/** Analytics (and any tracker) runs only after an explicit yes, and never under GPC. */
export const mayTrack = (consent: Consent | null, gpc: boolean): boolean =>
  consent === 'granted' && !gpc

/** The banner asks once: until the visitor answers, unless GPC has answered for them. */
export const shouldAsk = (consent: Consent | null, gpc: boolean): boolean =>
  consent === null && !gpc
