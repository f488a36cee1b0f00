'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'

import { STORAGE_KEYS } from '@/features/shell/constants'
import { useVisitorStore } from '@/features/shell/visitor-store'
import { useMessages } from '@/lib/i18n/messages-context.client'

import styles from './video-banner.module.css'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}
const pageLoaded = () => document.readyState === 'complete'

/** Marked by the boot script before the first paint (features/shell/boot-script.ts). */
const closedEarlierThisVisit = () => document.documentElement.dataset.videoBanner === 'closed'
const subscribeToNothing = () => () => {}

type VideoBannerProps = {
  label: string
  video: { src: string; type: string } | null
  /** The poster image, rendered on the server: the page's largest contentful paint. */
  poster: ReactNode
  /** The heading and the call to action. */
  children: ReactNode
}

/**
 * The banner's behaviour. The video is added only after the page's `load` event and fades in
 * over the poster once it plays, so it never delays the largest contentful paint; under
 * prefers-reduced-motion it is not added at all. A playing video can be closed: the banner keeps
 * its heading and link without the picture for the rest of the visit (sessionStorage), a reload
 * included, and opens again on the next.
 */
export function VideoBanner({ label, video, poster, children }: VideoBannerProps) {
  const closed = useSyncExternalStore(subscribeToNothing, closedEarlierThisVisit, () => false)
  const open = useVisitorStore((state) => state.videoBannerOpen) && !closed
  const closeVideoBanner = useVisitorStore((state) => state.closeVideoBanner)
  // On the server and while hydrating: no motion, not loaded, so the HTML holds the poster only.
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true)
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, () => false)
  const [playing, setPlaying] = useState(false)
  const messages = useMessages()

  const close = () => {
    try {
      sessionStorage.setItem(STORAGE_KEYS.videoBannerClosed, '1')
    } catch {
      // Without storage it stays closed until the page is reloaded.
    }
    closeVideoBanner()
  }

  if (!open) {
    return (
      <section aria-label={label} className={styles.closed}>
        {children}
      </section>
    )
  }
  return (
    <section aria-label={label} className={styles.banner}>
      <div className={styles.media}>
        {poster}
        {video && loaded && !reducedMotion && (
          <video
            className={styles.video}
            data-playing={playing || undefined}
            muted
            autoPlay
            playsInline
            loop
            preload="auto"
            aria-hidden="true"
            onPlaying={() => setPlaying(true)}
          >
            <source src={video.src} type={video.type} />
          </video>
        )}
      </div>
      <div className={styles.text}>{children}</div>
      {video && !reducedMotion && (
        <button type="button" className={styles.close} onClick={close}>
          {messages.videoBanner.close}
        </button>
      )}
    </section>
  )
}
