/**
 * The lightbox's numbers, each beside the spec's wording (spec.md sections 4, 8 and 9; issue 5);
 * its words are the catalogue's `lightbox` namespace (src/lib/i18n/messages). Tests prove every one: tests/unit/gallery-*.test.ts for the rules, and
 * tests/e2e/gallery.spec.ts for what a visitor sees.
 */

/** The attribute that makes any element of any page open the lightbox; its value names the gallery. */
export const GALLERY_ATTRIBUTE = 'data-gallery'

export const CAROUSEL_PRELOAD = 1 // Carousel: preload 1
export const CAROUSEL_INFINITE = true // Carousel: infinite
export const CLICK_TIMER_MS = 350 // click timer 350 ms (single versus double click)
export const SLIDE_BUTTON_THROTTLE_MS = 150 // slide buttons throttled 150 ms

export const ZOOM_MIN_SCALE = 1 // Zoom: minimum scale 1
export const ZOOM_MAX_SCALE = 2 // maximum 2 (of the image's natural size)
export const ZOOM_WHEEL_LIMIT = 7 // wheel limit 7 (at most 7 wheel steps counted per gesture)
export const DRAG_THRESHOLD_PX = 3 // drag threshold 3 px (before a pan starts)

export const IDLE_HIDE_MS = 3500 // controls hide after 3500 ms idle
export const COMPACT_MAX_PX = 578 // compact mode when viewport is at most 578 px wide or high
export const SLIDESHOW_INTERVAL_MS = 3000 // slideshow interval 3000 ms
export const THUMBNAILS_MIN_COUNT = 2 // thumbnails need at least 2 images

export const DRAG_CLOSE_DISTANCE_PX = 200 // drag to close at 200 px vertical
export const DRAG_CLOSE_FLICK_PX = 50 // or 50 px
export const DRAG_CLOSE_FLICK_MS = 300 // in under 300 ms

export const VIDEO_RATIO = 16 / 9 // default video ratio 16/9
export const CAPTION_ALT_MAX = 1000 // caption alt text cut at 1000 characters

/** Ours, not the spec's: a pause this long between wheel events ends a wheel gesture. */
export const WHEEL_GESTURE_GAP_MS = 300

/** Escape, Delete and Backspace close; arrows, PageUp and PageDown navigate; space toggles
 * slideshow; t toggles thumbnails. PageUp goes forward and PageDown back, as in Fancybox. */
export const KEYMAP = {
  Escape: 'close',
  Delete: 'close',
  Backspace: 'close',
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageUp: 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  PageDown: 'prev',
  ' ': 'slideshow',
  t: 'thumbnails',
  T: 'thumbnails',
} as const

/** Lightbox: init, ready, closing, destroy. Each is a DOM event on `document`, `gallery:{state}`. */
export const LIGHTBOX_STATES = ['init', 'ready', 'closing', 'destroy'] as const
