'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useMemo, useRef, useState } from 'react'

import { fill } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/messages-context.client'

import {
  CAROUSEL_BUTTON_THROTTLE_MS,
  CAROUSEL_CLICK_TIMER_MS,
  CAROUSEL_INFINITE,
  CAROUSEL_PRELOAD,
  dotStates,
  throttle,
} from './carousel-constants'
import styles from './portfolio-carousel.module.css'
import type { PortfolioMedia } from './portfolio-sets'
import { useLazyEmbla } from './use-lazy-embla.client'

/** Clicks this carousel re-sends after its click timer: they must pass through untouched. */
const replayed = new WeakSet<Event>()

/** A slide's width as the carousel's and the talent page's styles set it. */
const SIZES = '(max-width: 40rem) 80vw, (max-width: 64rem) 45vw, calc(48vw - 17rem)'

/** Every slide is a stop (containScroll off), so the counter and dots match the pictures. */
const OPTIONS: EmblaOptionsType = { loop: CAROUSEL_INFINITE, align: 'start', containScroll: false }

/**
 * The set being shown (the store's `medias`, see PortfolioViewer) as a looping carousel. Each
 * slide is a link carrying the gallery marker `group`, so a single click (after the click timer,
 * and never at the end of a drag) opens the lightbox at that picture, over the same pictures.
 */
export function PortfolioCarousel({
  label,
  group,
  medias: slides,
}: {
  label: string
  group: string
  medias: PortfolioMedia[]
}) {
  const text = useMessages().talent
  const rootRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  // Fetched after the page's load (use-lazy-embla.client.ts); a button pressed before starts it.
  const [embla, startEmbla] = useLazyEmbla(rootRef, viewportRef, OPTIONS)
  const [current, setCurrent] = useState(0)
  const pendingClick = useRef<number | undefined>(undefined)
  const trackRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => {
      const index = embla.selectedScrollSnap()
      setCurrent(index)
      const nodes = embla.slideNodes()
      for (let offset = -CAROUSEL_PRELOAD; offset <= CAROUSEL_PRELOAD; offset++) {
        const node = nodes[(index + offset + nodes.length) % nodes.length]
        node?.querySelectorAll('img').forEach((image) => (image.loading = 'eager'))
      }
    }
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  // Embla loops only when the slides overflow the view enough; otherwise the ends wrap here, so
  // the carousel is infinite with four pictures as with forty.
  const { previous, next, show } = useMemo(() => {
    const run = (move: (api: EmblaCarouselType) => void) => void startEmbla().then(move, () => {})
    return {
      previous: throttle(
        () =>
          run((api) => {
            if (api.selectedScrollSnap() === 0) api.scrollTo(api.scrollSnapList().length - 1)
            else api.scrollPrev()
          }),
        CAROUSEL_BUTTON_THROTTLE_MS,
      ),
      next: throttle(
        () =>
          run((api) => {
            if (api.selectedScrollSnap() === api.scrollSnapList().length - 1) api.scrollTo(0)
            else api.scrollNext()
          }),
        CAROUSEL_BUTTON_THROTTLE_MS,
      ),
      show: (index: number) => run((api) => api.scrollTo(index)),
    }
  }, [startEmbla])

  // A native capture listener on the track runs after Embla's own on the viewport, which stops
  // the click that ends a drag: whatever reaches this one is a real click.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const onClick = (event: MouseEvent) => {
      if (replayed.has(event)) return
      // A modified or middle click (new tab, download) is the browser's, not the carousel's.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      const link = (event.target as Element).closest('a')
      if (!link) return
      event.preventDefault()
      event.stopPropagation()
      if (pendingClick.current !== undefined) {
        // A second click within the timer: a double click, not a request to open.
        window.clearTimeout(pendingClick.current)
        pendingClick.current = undefined
        return
      }
      pendingClick.current = window.setTimeout(() => {
        pendingClick.current = undefined
        const replay = new MouseEvent('click', { bubbles: true, cancelable: true })
        replayed.add(replay)
        link.dispatchEvent(replay)
      }, CAROUSEL_CLICK_TIMER_MS)
    }
    track.addEventListener('click', onClick, true)
    return () => track.removeEventListener('click', onClick, true)
  }, [])

  // An address naming a picture of a set other than the first one drawn opens it once it is here.
  useEffect(() => {
    if (location.hash.startsWith(`#${group}-`))
      window.dispatchEvent(new HashChangeEvent('hashchange'))
  }, [group])

  const dots = dotStates(slides.length, current)
  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track} ref={trackRef}>
          {slides.map((media, index) => (
            <li
              key={media.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={fill(text.slide, { index: index + 1, count: slides.length })}
            >
              <Slide media={media} group={group} first={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" onClick={previous} aria-label={text.previousPicture}>
            ←
          </button>
          <div className={styles.dots} role="group" aria-label={text.pictures}>
            {dots.map((state, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                data-state={state}
                hidden={state === 'hidden'}
                aria-label={fill(text.picture, { index: index + 1 })}
                aria-current={state === 'active' ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button type="button" onClick={next} aria-label={text.nextPicture}>
            →
          </button>
          <p className={styles.counter} aria-live="polite">
            {current + 1} / {slides.length}
          </p>
        </div>
      )}
    </section>
  )
}

function Slide({ media, group, first }: { media: PortfolioMedia; group: string; first: boolean }) {
  const { image } = media
  return (
    <a
      href={media.href}
      data-gallery={group}
      data-caption={media.caption}
      data-type={media.type}
      data-poster={media.type === 'video' ? image?.src : undefined}
      className={image ? undefined : styles.text}
    >
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the proxy does what next/image would
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={SIZES}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          // Shown whole here; the lightbox's thumbnails crop it and keep the focal point.
          style={{ objectPosition: image.objectPosition }}
        />
      ) : (
        media.caption
      )}
    </a>
  )
}
