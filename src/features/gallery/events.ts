import { LIGHTBOX_STATES } from './constants'

export type LightboxState = (typeof LIGHTBOX_STATES)[number]

export type LightboxEventDetail = {
  /** The gallery's name: the value of its elements' `data-gallery`. */
  group: string
  /** The slide shown, counting from 0. */
  index: number
}

/**
 * Tells the rest of the page where the lightbox is in its life, as `gallery:init`,
 * `gallery:ready`, `gallery:closing` and `gallery:destroy` events on `document`:
 * `document.addEventListener('gallery:ready', (event) => event.detail.group)`.
 */
export function announceLightboxState(state: LightboxState, detail: LightboxEventDetail): void {
  document.dispatchEvent(new CustomEvent<LightboxEventDetail>(`gallery:${state}`, { detail }))
}
