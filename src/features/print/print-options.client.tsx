'use client'

import { useState } from 'react'

import { useUnits } from '@/features/books/units-choice.client'
import { ModalDialog } from '@/features/shell/modal-dialog.client'
import overlay from '@/features/shell/overlay.module.css'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { fill } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'
import type { Units } from '@/lib/measurements'
import { printPath } from '@/lib/paths'

import { pdfFileName, printQuery, type PrintLayout } from './options'
import styles from './print-dialog.module.css'

const TITLE_ID = 'print-dialog-title'

export type PrintDialogProps = { bookSlug: string; talentSlug: string; name: string }

/**
 * The print modal (`isModalPrintOpen`), opened by PrintDialog: the visitor picks a card or the
 * full portfolio and the units, then prints the page made for paper or downloads the same card
 * as a PDF.
 */
export function PrintOptions({ bookSlug, talentSlug, name }: PrintDialogProps) {
  const open = useVisitorStore((state) => state.isModalPrintOpen)
  const closeModalPrint = useVisitorStore((state) => state.closeModalPrint)
  const visitorUnits = useUnits()
  const [layout, setLayout] = useState<PrintLayout>('card')
  const [chosenUnits, setUnits] = useState<Units | null>(null)
  const units = chosenUnits ?? visitorUnits
  const { print, shell } = useMessages()
  const locale = useLocale()
  const base = localizedPath(printPath(bookSlug, talentSlug), locale)
  return (
    <ModalDialog
      open={open}
      onClose={closeModalPrint}
      labelledBy={TITLE_ID}
      className={overlay.dialog}
    >
      <div className={overlay.panel}>
        <div className={overlay.panelHeader}>
          <h2 id={TITLE_ID} className={overlay.title}>
            {fill(print.title, { name })}
          </h2>
          <button type="button" className={overlay.close} onClick={closeModalPrint}>
            {shell.close}
          </button>
        </div>
        <fieldset className={styles.choice}>
          <legend>{print.layout}</legend>
          <label>
            <input
              type="radio"
              name="layout"
              checked={layout === 'card'}
              onChange={() => setLayout('card')}
            />
            {print.cardChoice}
          </label>
          <label>
            <input
              type="radio"
              name="layout"
              checked={layout === 'portfolio'}
              onChange={() => setLayout('portfolio')}
            />
            {print.fullPortfolio}
          </label>
        </fieldset>
        <fieldset className={styles.choice}>
          <legend>{print.units}</legend>
          <label>
            <input
              type="radio"
              name="units"
              checked={units === 'cm'}
              onChange={() => setUnits('cm')}
            />
            {print.centimetres}
          </label>
          <label>
            <input
              type="radio"
              name="units"
              checked={units === 'in'}
              onChange={() => setUnits('in')}
            />
            {print.inches}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <a
            href={`${base}${printQuery({ layout, units }, true)}`}
            target="_blank"
            rel="noopener"
            className={styles.primary}
          >
            {print.print}
          </a>
          <a
            href={`${base}/pdf${printQuery({ layout, units })}`}
            download={pdfFileName(talentSlug)}
          >
            {print.downloadPdf}
          </a>
        </div>
      </div>
    </ModalDialog>
  )
}
