'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Inside the admin's live preview: renders the page again from the server each time staff save
 * the document beside it, so the frame shows the draft just saved. The admin is served by this
 * same site, so its messages come from this page's own origin.
 */
export function RefreshOnSave() {
  const router = useRouter()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
