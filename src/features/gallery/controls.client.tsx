'use client'

import { useEffect, useRef, type CSSProperties, type RefObject } from 'react'
import {
  IconButton,
  NextIcon,
  PreviousIcon,
  useLightboxState,
  type ZoomRef,
} from 'yet-another-react-lightbox'

import { fill } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/messages-context.client'

import { CaptionText } from './caption.client'
import { THUMBNAILS_MIN_COUNT } from './constants'
import type { GalleryItem } from './gallery-item'
import styles from './lightbox.module.css'
import { useGestures } from './use-gestures'

export type ControlsProps = {
  items: readonly GalleryItem[]
  thumbnails: boolean
  reducedMotion: boolean
  zoom: RefObject<ZoomRef | null>
  prev: () => void
  next: () => void
  select: (index: number) => void
  close: () => void
  /** The height of the caption and thumbnails under the slides, as last measured. */
  dockHeight: number
  /** Reports the height of the caption and thumbnails, which the slides make room for. */
  onDockResize: (height: number) => void
}

/**
 * Everything drawn over the slides: counter, previous and next, the announcement of each slide,
 * and under the slide its caption and the thumbnails.
 */
export function GalleryControls(props: ControlsProps) {
  const { items, zoom, close, reducedMotion, prev, next, dockHeight } = props
  const { currentIndex } = useLightboxState()
  const { lightbox } = useMessages()
  useGestures(zoom, close, reducedMotion)
  const item = items[currentIndex]
  const position = fill(lightbox.slideOfTotal, { index: currentIndex + 1, total: items.length })
  return (
    <div
      className={styles.controls}
      style={{ '--gallery-dock': `${dockHeight}px` } as CSSProperties}
    >
      <p className={`${styles.counter} ${styles.chrome}`} aria-hidden="true">
        {currentIndex + 1} / {items.length}
      </p>
      <p className={styles.status} role="status">
        {item?.alt ? `${position}: ${item.alt}` : position}
      </p>
      {items.length > 1 && (
        <>
          {/* `label` names one of the library's labels: the lightbox's `labels` translate it. */}
          <IconButton
            label="Previous"
            icon={PreviousIcon}
            className={`${styles.navigation} ${styles.previous} ${styles.chrome}`}
            onClick={prev}
          />
          <IconButton
            label="Next"
            icon={NextIcon}
            className={`${styles.navigation} ${styles.next} ${styles.chrome}`}
            onClick={next}
          />
        </>
      )}
      <Dock {...props} current={currentIndex} />
    </div>
  )
}

function Dock({
  items,
  current,
  thumbnails,
  select,
  onDockResize,
}: ControlsProps & { current: number }) {
  const dock = useRef<HTMLDivElement>(null)
  const strip = useRef<HTMLElement>(null)
  const caption = items[current]?.caption ?? ''
  const showThumbnails = thumbnails && items.length >= THUMBNAILS_MIN_COUNT
  const { lightbox } = useMessages()

  useEffect(() => {
    const element = dock.current
    if (!element) return
    const observer = new ResizeObserver(() => onDockResize(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [onDockResize])

  useEffect(() => {
    const track = strip.current
    const active = track?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!track || !active) return
    // Not scrollIntoView: that could also scroll the page under the lightbox.
    track.scrollLeft = active.offsetLeft - (track.clientWidth - active.offsetWidth) / 2
  }, [current, showThumbnails])

  return (
    <div ref={dock} className={styles.dock} data-gallery-dock="">
      {caption && (
        <p className={styles.caption}>
          <CaptionText html={caption} />
        </p>
      )}
      {showThumbnails && (
        <nav ref={strip} className={styles.thumbnails} aria-label={lightbox.thumbnails}>
          {items.map((item, index) => (
            <button
              key={index}
              type="button"
              className={styles.thumbnail}
              aria-label={fill(lightbox.showSlide, { index: index + 1, total: items.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => select(index)}
            >
              {item.thumb ? (
                // eslint-disable-next-line @next/next/no-img-element -- the page's own small picture
                <img
                  src={item.thumb}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  style={{ objectPosition: item.thumbPosition }}
                />
              ) : (
                <span aria-hidden="true">{item.type === 'video' ? '▶' : '…'}</span>
              )}
            </button>
          ))}
        </nav>
      )}
    </div>
  )
}
