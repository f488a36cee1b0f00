import { GALLERY_ATTRIBUTE } from './constants'

const SELECTOR = `[${GALLERY_ATTRIBUTE}]`

/** The element a click landed in that opens the lightbox, if any (never one inside the lightbox). */
export function galleryTrigger(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const element = target.closest<HTMLElement>(SELECTOR)
  return element && !insideDialog(element) ? element : null
}

/**
 * A gallery's elements in document order: every element with the same `data-gallery` value. An
 * element with an empty value is a gallery of its own.
 */
export function galleryElements(group: string, opener?: HTMLElement | null): HTMLElement[] {
  if (group === '') return opener ? [opener] : []
  return Array.from(document.querySelectorAll<HTMLElement>(SELECTOR)).filter(
    (element) => element.getAttribute(GALLERY_ATTRIBUTE) === group && !insideDialog(element),
  )
}

export function hasGallery(group: string): boolean {
  return group !== '' && galleryElements(group).length > 0
}

function insideDialog(element: Element): boolean {
  return element.closest('[aria-modal="true"]') !== null
}
