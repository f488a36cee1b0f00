import type React from 'react'

import styles from './error-screen.module.css'

type ErrorScreenProps = {
  heading: string
  title?: string
  /** The way home: the site's root in the page's language, and its words. */
  home: { href: string; label: string }
  children: React.ReactNode
}

/**
 * The frame of both error screens. It needs no data, so it still renders when the database is
 * down. A plain link, not next/link: after a server error a full load is the safe way home.
 */
export function ErrorScreen({ heading, title, home, children }: ErrorScreenProps) {
  return (
    <main id="content" className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.text}>{children}</div>
      <a href={home.href} className={styles.home}>
        {home.label}
      </a>
    </main>
  )
}
