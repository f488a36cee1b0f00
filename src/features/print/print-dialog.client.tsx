'use client'

import { useState } from 'react'

import { useUnits } from '@/features/books/units.client'
import { ModalDialog } from '@/features/shell/modal-dialog.client'
import overlay from '@/features/shell/overlay.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'
import type { Units } from '@/lib/measurements'
import { printPath } from '@/lib/paths'

import { pdfFileName, printQuery, type PrintLayout } from './options'
import styles from './print-dialog.module.css'

const TITLE_ID = 'print-dialog-title'

type PrintDialogProps = { bookSlug: string; talentSlug: string; name: string }

/**
 * The print modal (`isModalPrintOpen`): the visitor picks a card or the full portfolio and the
 * units, then prints the page made for paper or downloads the same card as a PDF.
 */
export function PrintDialog({ bookSlug, talentSlug, name }: PrintDialogProps) {
  const open = useVisitorStore((state) => state.isModalPrintOpen)
  const openModalPrint = useVisitorStore((state) => state.openModalPrint)
  const closeModalPrint = useVisitorStore((state) => state.closeModalPrint)
  const visitorUnits = useUnits()
  const [layout, setLayout] = useState<PrintLayout>('card')
  const [chosenUnits, setUnits] = useState<Units | null>(null)
  const units = chosenUnits ?? visitorUnits
  const base = printPath(bookSlug, talentSlug)
  return (
    <>
      <button
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openModalPrint}
      >
        Print card
      </button>
      <ModalDialog
        open={open}
        onClose={closeModalPrint}
        labelledBy={TITLE_ID}
        className={overlay.dialog}
      >
        <div className={overlay.panel}>
          <div className={overlay.panelHeader}>
            <h2 id={TITLE_ID} className={overlay.title}>
              Print {name}
            </h2>
            <button type="button" className={overlay.close} onClick={closeModalPrint}>
              Close
            </button>
          </div>
          <fieldset className={styles.choice}>
            <legend>Layout</legend>
            <label>
              <input
                type="radio"
                name="layout"
                checked={layout === 'card'}
                onChange={() => setLayout('card')}
              />
              Card: one large and four small pictures
            </label>
            <label>
              <input
                type="radio"
                name="layout"
                checked={layout === 'portfolio'}
                onChange={() => setLayout('portfolio')}
              />
              Full portfolio
            </label>
          </fieldset>
          <fieldset className={styles.choice}>
            <legend>Units</legend>
            <label>
              <input
                type="radio"
                name="units"
                checked={units === 'cm'}
                onChange={() => setUnits('cm')}
              />
              Centimetres
            </label>
            <label>
              <input
                type="radio"
                name="units"
                checked={units === 'in'}
                onChange={() => setUnits('in')}
              />
              Inches
            </label>
          </fieldset>
          <div className={styles.actions}>
            <a
              href={`${base}${printQuery({ layout, units }, true)}`}
              target="_blank"
              rel="noopener"
              className={styles.primary}
            >
              Print
            </a>
            <a
              href={`${base}/pdf${printQuery({ layout, units })}`}
              download={pdfFileName(talentSlug)}
            >
              Download PDF
            </a>
          </div>
        </div>
      </ModalDialog>
    </>
  )
}
