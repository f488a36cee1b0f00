'use client'

import { useVisitorStore } from '@/features/shell/visitor-store'
import { browserOnly, useOpenedOnce } from '@/lib/browser-only.client'
import { useMessages } from '@/lib/i18n/messages-context.client'

import type { PrintDialogProps } from './print-options.client'
import styles from './print-dialog.module.css'

const PrintOptions = browserOnly(() =>
  import('./print-options.client').then((module) => module.PrintOptions),
)

/**
 * The talent page's Print button and its modal (`isModalPrintOpen`), whose code is fetched when
 * the visitor first opens it: the page loads the button only (decision 0016).
 */
export function PrintDialog(props: PrintDialogProps) {
  const open = useVisitorStore((state) => state.isModalPrintOpen)
  const openModalPrint = useVisitorStore((state) => state.openModalPrint)
  const opened = useOpenedOnce(open)
  const { print } = useMessages()
  return (
    <>
      <button
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openModalPrint}
      >
        {print.open}
      </button>
      {opened && <PrintOptions {...props} />}
    </>
  )
}
