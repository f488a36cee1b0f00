import { useEffect, type RefObject } from 'react'
import { cssClass, cssVar, useController, type ZoomRef } from 'yet-another-react-lightbox'

import { DRAG_CLOSE_DISTANCE_PX } from './constants'
import {
  createClickClassifier,
  createWheelGesture,
  dragCloses,
  exceedsDragThreshold,
  zoomToggleTarget,
} from './gestures'

type Press = { id: number; x: number; y: number; time: number; moved: boolean; vertical: boolean }

/** Controls, captions, players and page content keep their own pointer and wheel events. */
const OWN_EVENTS =
  'button, a, input, textarea, select, video, iframe, [data-gallery-content], [data-gallery-dock]'

/**
 * What the library leaves to us on the slide area, as native listeners on its container that run
 * before the library's own (React's listeners sit on the document, so the library sees an event
 * only if it gets that far):
 * - nothing moves until the pointer has travelled 3 px (drag threshold), and a shorter move is a click;
 * - a mostly vertical drag at normal size follows the pointer and closes past 200 px, or past 50 px
 *   in under 300 ms;
 * - one click on the backdrop closes, two within 350 ms toggle zoom (click timer);
 * - at most 7 wheel events per gesture reach the zoom (wheel limit).
 */
export function useGestures(
  zoom: RefObject<ZoomRef | null>,
  close: () => void,
  reducedMotion: boolean,
): void {
  const { containerRef } = useController()

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const clicks = createClickClassifier()
    const countWheel = createWheelGesture()
    let press: Press | null = null
    let clickFollowsDrag = false

    const zoomed = () => (zoom.current?.zoom ?? 1) > 1
    const setPull = (offset: number) => {
      const fade = Math.min(Math.abs(offset) / (2 * DRAG_CLOSE_DISTANCE_PX), 0.5)
      container.style.setProperty(cssVar('pull_offset'), `${Math.round(offset)}px`)
      container.style.setProperty(cssVar('pull_opacity'), String(1 - fade))
    }
    const releasePull = (offset: number) => {
      container.style.removeProperty(cssVar('pull_offset'))
      container.style.removeProperty(cssVar('pull_opacity'))
      const carousel = container.querySelector(`.${cssClass('carousel')}`)
      if (!reducedMotion && carousel) {
        carousel.animate([{ transform: `translate(0, ${offset}px)` }, { transform: 'none' }], {
          duration: 200,
          easing: 'ease-out',
        })
      }
    }

    const onPointerDown = (event: PointerEvent) => {
      clickFollowsDrag = false
      const own = event.target instanceof Element && event.target.closest(OWN_EVENTS)
      if (!event.isPrimary || event.button !== 0 || own) {
        press = null
        return
      }
      const { pointerId: id, clientX: x, clientY: y, timeStamp: time } = event
      press = { id, x, y, time, moved: false, vertical: false }
    }
    const onPointerMove = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return
      const dx = event.clientX - press.x
      const dy = event.clientY - press.y
      if (!press.moved) {
        if (!exceedsDragThreshold(dx, dy)) {
          event.stopPropagation()
          return
        }
        press.moved = true
        press.vertical = !zoomed() && Math.abs(dy) > Math.abs(dx)
      }
      if (press.vertical) {
        event.stopPropagation()
        setPull(dy)
      }
    }
    const onPointerEnd = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.id) return
      clickFollowsDrag = press.moved
      if (press.vertical) {
        const dy = event.clientY - press.y
        if (event.type === 'pointerup' && dragCloses(dy, event.timeStamp - press.time)) close()
        else releasePull(dy)
      }
      press = null
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target
      if (clickFollowsDrag || !(target instanceof Element) || target.closest(OWN_EVENTS)) return
      const onBackdrop = !target.closest('img')
      const { clientX, clientY } = event
      clicks.click(
        event.timeStamp,
        () => {
          if (onBackdrop) close()
        },
        () => {
          const current = zoom.current
          if (!current || current.disabled) return
          const box = container.getBoundingClientRect()
          current.changeZoom(
            zoomToggleTarget(current.zoom, current.maxZoom),
            false,
            clientX - box.left - box.width / 2,
            clientY - box.top - box.height / 2,
          )
        },
      )
    }
    const onWheel = (event: WheelEvent) => {
      if (!zoom.current || zoom.current.disabled) return
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return
      if (!countWheel(event.timeStamp)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }

    const capture = { capture: true }
    container.addEventListener('pointerdown', onPointerDown, capture)
    container.addEventListener('pointermove', onPointerMove, capture)
    container.addEventListener('pointerup', onPointerEnd, capture)
    container.addEventListener('pointercancel', onPointerEnd, capture)
    container.addEventListener('click', onClick)
    container.addEventListener('wheel', onWheel, { capture: true, passive: false })
    return () => {
      clicks.cancel()
      container.removeEventListener('pointerdown', onPointerDown, capture)
      container.removeEventListener('pointermove', onPointerMove, capture)
      container.removeEventListener('pointerup', onPointerEnd, capture)
      container.removeEventListener('pointercancel', onPointerEnd, capture)
      container.removeEventListener('click', onClick)
      container.removeEventListener('wheel', onWheel, capture)
    }
  }, [containerRef, zoom, close, reducedMotion])
}
