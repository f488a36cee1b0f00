/** What the always-loaded delegate hands to the lazily loaded lightbox. */
export type OpenRequest = {
  /** Tells one opening from the next, so each gets a fresh lightbox. */
  id: number
  group: string
  /** The slide to start on, counting from 0. */
  index: number
  /** The element that was clicked; focus returns to it on close. None when opened from the URL. */
  opener: HTMLElement | null
  /** `click` adds one history entry (so Back closes); `hash` opened from the URL adds none. */
  source: 'click' | 'hash'
}

export type GalleryLightboxProps = {
  request: OpenRequest
  /** Called once the lightbox has closed and left the page. */
  onDestroy: () => void
}
