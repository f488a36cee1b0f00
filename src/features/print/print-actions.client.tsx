'use client'

import { useEffect } from 'react'

import { useMessages } from '@/lib/i18n/messages-context.client'

export function PrintButton() {
  const { print } = useMessages()
  return (
    <button type="button" onClick={() => window.print()}>
      {print.print}
    </button>
  )
}

/** Opens the browser's print dialog once the card's images have loaded (`?print=1`). */
export function AutoPrint() {
  useEffect(() => {
    const images = Array.from(document.images)
    Promise.all(
      images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    ).then(() => window.print())
  }, [])
  return null
}
