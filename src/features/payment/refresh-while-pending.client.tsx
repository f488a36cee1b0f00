'use client'
/** Re-renders the return page from the server every few seconds while the payment is pending. */
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PENDING_REFRESH_MS, PENDING_REFRESH_TRIES } from './constants'

export function RefreshWhilePending() {
  const router = useRouter()
  useEffect(() => {
    let tries = 0
    const timer = setInterval(() => {
      tries++
      if (tries > PENDING_REFRESH_TRIES) clearInterval(timer)
      else router.refresh()
    }, PENDING_REFRESH_MS)
    return () => clearInterval(timer)
  }, [router])
  return null
}
