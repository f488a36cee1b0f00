'use client'

import { DialogButton } from '@/features/shell/modal-dialog.client'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { useMessages } from '@/lib/i18n/messages-context.client'

export function SearchButton({ className }: { className?: string }) {
  const open = useVisitorStore((state) => state.isSearchBarOpen)
  const toggleSearchBar = useVisitorStore((state) => state.toggleSearchBar)
  const messages = useMessages()
  return (
    <DialogButton expanded={open} onClick={toggleSearchBar} className={className}>
      {messages.search.open}
    </DialogButton>
  )
}
