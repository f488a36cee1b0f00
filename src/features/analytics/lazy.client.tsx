'use client'

import { browserOnly } from '@/lib/browser-only.client'

/**
 * The consent banner, its "Privacy choices" button and Google Analytics, rendered in the browser
 * only when a measurement id is set, and only then does the browser fetch their code (the banner
 * and the tag render nothing on the server anyway). Imported directly, every page would carry
 * them.
 */
export const ConsentBanner = browserOnly(() =>
  import('./consent-banner.client').then((module) => module.ConsentBanner),
)

export const Analytics = browserOnly(() =>
  import('./analytics.client').then((module) => module.Analytics),
)

export const PrivacyChoicesButton = browserOnly(() =>
  import('./privacy-choices-button.client').then((module) => module.PrivacyChoicesButton),
)
