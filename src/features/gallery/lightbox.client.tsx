'use client'

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import Lightbox, {
  MODULE_NAVIGATION,
  type ControllerRef,
  type Plugin,
  type SlideshowRef,
  type ZoomRef,
} from 'yet-another-react-lightbox'
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen'
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow'
import Video from 'yet-another-react-lightbox/plugins/video'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'

import { useMessages } from '@/lib/i18n/messages-context.client'
import type { BrowserMessages } from '@/lib/i18n/messages/en'

import {
  CAROUSEL_INFINITE,
  CAROUSEL_PRELOAD,
  SLIDE_BUTTON_THROTTLE_MS,
  SLIDESHOW_INTERVAL_MS,
  ZOOM_MAX_SCALE,
  ZOOM_MIN_SCALE,
} from './constants'
import { GalleryControls } from './controls.client'
import { CustomSlide, SlideMessage } from './custom-slide.client'
import { announceLightboxState, type LightboxState } from './events'
import { trapTab } from './focus-trap'
import { createThrottle } from './gestures'
import { keyAction, keyTarget } from './keymap'
import styles from './lightbox.module.css'
import type { GalleryLightboxProps } from './open-request'
import { collectItems, toSlide } from './slides'
import { useHashState } from './use-hash-state'
import { useCompact, useIdle, useReducedMotion } from './use-lightbox-ui'

// Our previous and next buttons and keys replace the library's (for the 150 ms throttle).
const withoutNavigation: Plugin = ({ remove }) => remove(MODULE_NAVIGATION)
const PLUGINS = [Zoom, Fullscreen, Slideshow, Video, withoutNavigation]
const NO_MOTION = { fade: 0, swipe: 0, navigation: 0, zoom: 0 }

/** The library's own labels (its buttons, roles and slide counter) in the page's language. */
const libraryLabels = ({ lightbox }: BrowserMessages) => ({
  Lightbox: lightbox.gallery,
  'Photo gallery': lightbox.slides,
  Slide: lightbox.slide,
  Carousel: lightbox.carousel,
  '{index} of {total}': lightbox.slideOfTotal,
  Previous: lightbox.previous,
  Next: lightbox.next,
  Close: lightbox.close,
  'Zoom in': lightbox.zoomIn,
  'Zoom out': lightbox.zoomOut,
  'Enter Fullscreen': lightbox.enterFullscreen,
  'Exit Fullscreen': lightbox.exitFullscreen,
  Play: lightbox.play,
  Pause: lightbox.pause,
})

/**
 * The lightbox, loaded on the first opening: yet-another-react-lightbox with its zoom,
 * fullscreen, slideshow and video plugins, and our own navigation, thumbnails, captions,
 * keyboard map, gestures, hash state, idle and compact modes and custom slide types.
 */
export function GalleryLightbox({ request, onDestroy }: GalleryLightboxProps) {
  const [items] = useState(() => collectItems(request))
  const slides = useMemo(() => items.map(toSlide), [items])
  const [index, setIndex] = useState(() => Math.min(request.index, items.length - 1))
  const [thumbnails, setThumbnails] = useState(true)
  const [dockHeight, setDockHeight] = useState(0)
  const { idle, wake } = useIdle()
  const compact = useCompact()
  const reducedMotion = useReducedMotion()
  const messages = useMessages()
  const controller = useRef<ControllerRef>(null)
  const zoom = useRef<ZoomRef>(null)
  const slideshow = useRef<SlideshowRef>(null)
  const closing = useRef(false)
  const current = useRef(index)
  useEffect(() => {
    current.current = index
  }, [index])
  useEffect(() => {
    if (items.length === 0) onDestroy()
  }, [items, onDestroy])

  const announce = useCallback(
    (state: LightboxState) =>
      announceLightboxState(state, { group: request.group, index: current.current }),
    [request.group],
  )
  const close = useCallback(() => {
    if (!closing.current) controller.current?.close()
  }, [])
  const clearHash = useHashState({
    group: request.group,
    source: request.source,
    index,
    onLeave: close,
    onSlide: setIndex,
  })
  const throttle = useMemo(() => createThrottle(SLIDE_BUTTON_THROTTLE_MS), [])
  const prev = useCallback(() => throttle(() => controller.current?.prev()), [throttle])
  const next = useCallback(() => throttle(() => controller.current?.next()), [throttle])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake()
    if (event.key === 'Tab') {
      if (trapTab(event.currentTarget, event.shiftKey)) event.preventDefault()
      return
    }
    const action = keyAction({
      key: event.key,
      target: keyTarget(event.target instanceof Element ? event.target : null),
      modified: event.ctrlKey || event.altKey || event.metaKey,
    })
    if (!action) return
    event.preventDefault()
    switch (action) {
      case 'close':
        return close()
      case 'next':
        return next()
      case 'prev':
        return prev()
      case 'slideshow':
        return slideshow.current?.playing ? slideshow.current.pause() : slideshow.current?.play()
      case 'thumbnails':
        // A focused thumbnail is about to disappear: keep the keyboard in the lightbox.
        if (event.target instanceof Element && event.target.closest('[data-gallery-dock]')) {
          controller.current?.focus()
        }
        setThumbnails((shown) => !shown)
    }
  }

  if (items.length === 0) return null
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      plugins={PLUGINS}
      className={[styles.root, idle && styles.idle, compact && styles.compact]
        .filter(Boolean)
        .join(' ')}
      labels={libraryLabels(messages)}
      animation={reducedMotion ? NO_MOTION : undefined}
      carousel={{
        preload: CAROUSEL_PRELOAD,
        finite: !CAROUSEL_INFINITE,
        padding: compact ? 0 : 16,
      }}
      controller={{
        ref: controller,
        closeOnEscape: false,
        closeOnBackdropClick: false,
        closeOnPullDown: false,
        closeOnPullUp: false,
      }}
      zoom={{
        ref: zoom,
        minZoom: ZOOM_MIN_SCALE,
        maxZoomPixelRatio: ZOOM_MAX_SCALE,
        scrollToZoom: true,
        // Double clicks are ours (the 350 ms click timer): the library's are switched off.
        doubleClickDelay: 0,
        doubleTapDelay: 0,
      }}
      slideshow={{ ref: slideshow, delay: SLIDESHOW_INTERVAL_MS }}
      video={{ autoPlay: true, controls: true, playsInline: true, preload: 'metadata' }}
      styles={{ container: { paddingBottom: dockHeight } }}
      portal={{
        container: {
          onKeyDown,
          onPointerMove: wake,
          onPointerDown: wake,
          onWheel: wake,
        },
      }}
      render={{
        slide: ({ slide, offset, rect }) =>
          slide.type === 'gallery' ? (
            <CustomSlide item={slide.item} offset={offset} rect={rect} />
          ) : undefined,
        iconError: () => <SlideMessage message={messages.lightbox.imageNotFound} />,
        controls: () => (
          <GalleryControls
            items={items}
            thumbnails={thumbnails}
            reducedMotion={reducedMotion}
            zoom={zoom}
            prev={prev}
            next={next}
            select={setIndex}
            close={close}
            dockHeight={dockHeight}
            onDockResize={setDockHeight}
          />
        ),
      }}
      on={{
        view: ({ index: shown }) => setIndex(shown),
        entered: () => announce('ready'),
        exiting: () => {
          closing.current = true
          announce('closing')
          clearHash()
        },
      }}
      close={() => {
        announce('destroy')
        const { opener } = request
        if (opener?.isConnected && document.activeElement === document.body) {
          opener.focus({ preventScroll: true })
        }
        onDestroy()
      }}
    />
  )
}
