import type React from 'react'

import styles from './error-screen.module.css'
import { GO_HOME } from './error-messages'

type ErrorScreenProps = { heading: string; title?: string; children: React.ReactNode }

/**
 * The frame of both error screens. It needs no data, so it still renders when the database is
 * down. A plain link, not next/link: after a server error a full load is the safe way home.
 */
export function ErrorScreen({ heading, title, children }: ErrorScreenProps) {
  return (
    <main id="content" className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.text}>{children}</div>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
      <a href="/" className={styles.home}>
        {GO_HOME}
      </a>
    </main>
  )
}
