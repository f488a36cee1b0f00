'use client'

import { useEffect, useRef, type ReactNode } from 'react'

type ModalDialogProps = {
  open: boolean
  onClose: () => void
  labelledBy: string
  className?: string
  children: ReactNode
}

/**
 * A modal on the native <dialog>: the page behind is inert, Escape closes it (the browser's
 * `cancel`), so does a click on the backdrop, and focus goes back to what opened it. The dialog
 * has no padding of its own, so a click that lands on it rather than on its content is a click
 * on the backdrop.
 */
export function ModalDialog({ open, onClose, labelledBy, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onClose={() => {
        onClose()
        opener.current?.focus()
        opener.current = null
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {children}
    </dialog>
  )
}

/** The button that opens a dialog of the shell, saying so to assistive technology. */
export function DialogButton({
  expanded,
  onClick,
  className,
  children,
}: {
  expanded: boolean
  onClick: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
