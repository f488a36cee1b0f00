'use client'

import type { ReactNode } from 'react'

import { DialogButton, ModalDialog } from '@/features/shell/modal-dialog.client'
import styles from '@/features/shell/overlay.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { useMessages } from '@/lib/i18n/messages-context.client'

const TITLE_ID = 'faq-popup-title'

/** The FAQ popup (`showFAQ`), openable from the header and the footer of every page. */
export function FaqPopup({ children }: { children: ReactNode }) {
  const showFAQ = useVisitorStore((state) => state.showFAQ)
  const closeFAQ = useVisitorStore((state) => state.closeFAQ)
  const messages = useMessages()
  return (
    <ModalDialog open={showFAQ} onClose={closeFAQ} labelledBy={TITLE_ID} className={styles.dialog}>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 id={TITLE_ID} className={styles.title}>
            {messages.faq.title}
          </h2>
          <button type="button" className={styles.close} onClick={closeFAQ}>
            {messages.shell.close}
          </button>
        </div>
        {children}
      </div>
    </ModalDialog>
  )
}

export function FaqButton({ className }: { className?: string }) {
  const showFAQ = useVisitorStore((state) => state.showFAQ)
  const openFAQ = useVisitorStore((state) => state.openFAQ)
  const messages = useMessages()
  return (
    <DialogButton expanded={showFAQ} onClick={openFAQ} className={className}>
      {messages.faq.open}
    </DialogButton>
  )
}
