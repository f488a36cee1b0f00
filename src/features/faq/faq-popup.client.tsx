'use client'

import type { ReactNode } from 'react'

import { DialogButton, ModalDialog } from '@/features/shell/modal-dialog.client'
import styles from '@/features/shell/overlay.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'

const TITLE_ID = 'faq-popup-title'

/** The FAQ popup (`showFAQ`), openable from the header and the footer of every page. */
export function FaqPopup({ children }: { children: ReactNode }) {
  const showFAQ = useVisitorStore((state) => state.showFAQ)
  const closeFAQ = useVisitorStore((state) => state.closeFAQ)
  return (
    <ModalDialog open={showFAQ} onClose={closeFAQ} labelledBy={TITLE_ID} className={styles.dialog}>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2 id={TITLE_ID} className={styles.title}>
            Frequently asked questions
          </h2>
          <button type="button" className={styles.close} onClick={closeFAQ}>
            Close
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
  return (
    <DialogButton expanded={showFAQ} onClick={openFAQ} className={className}>
      FAQ
    </DialogButton>
  )
}
