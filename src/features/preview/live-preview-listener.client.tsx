'use client'

import { browserOnly } from '@/lib/browser-only.client'

/**
 * The live preview's listener, fetched by the browser only when a page renders it (in draft
 * mode): imported statically, its code would join a chunk every visitor loads.
 */
export const LivePreviewListener = browserOnly(() =>
  import('./refresh-on-save.client').then((module) => module.RefreshOnSave),
)
