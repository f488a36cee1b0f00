import type React from 'react'

import styles from './error-screen.module.css'

type ErrorScreenProps = {
  heading: string
  title?: string
  /** The way home: the site's root in the page's language, and its words. */
  home: { href: string; label: string }
  children: React.ReactNode
  /**
   * Inside the site's header and footer, which provide the page's <main> (the not-found screen);
   * otherwise alone (a server error: the frame's data may be what failed).
   */
  framed?: boolean
}

/**
 * The content of both error screens. It needs no data, so the server-error screen still renders
 * when the database is down. A plain link, not next/link: after a server error a full load is
 * the safe way home.
 */
export function ErrorScreen({ heading, title, home, children, framed = false }: ErrorScreenProps) {
  const content = (
    <>
      <h1 className={styles.heading}>{heading}</h1>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.text}>{children}</div>
      <a href={home.href} className={styles.home}>
        {home.label}
      </a>
    </>
  )
  return framed ? (
    <div className={`${styles.screen} ${styles.framed}`}>{content}</div>
  ) : (
    <main id="content" className={styles.screen}>
      {content}
    </main>
  )
}
