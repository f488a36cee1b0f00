'use client'

import { useMessages } from '@/lib/i18n/messages-context.client'

import { useConsentStore } from './consent-store'

/** "Privacy choices" in the footer: opens the banner again to change the answer. */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  const openPanel = useConsentStore((state) => state.openPanel)
  const messages = useMessages()
  return (
    <button type="button" className={className} onClick={openPanel}>
      {messages.consent.title}
    </button>
  )
}
