const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/**
 * Keeps Tab inside the lightbox: past the last control it comes back to the first, and Shift+Tab
 * from the first goes to the last. Slides out of view are inert and are skipped.
 */
export function trapTab(root: HTMLElement, backwards: boolean): boolean {
  const focusable = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return true
  const position = focusable.indexOf(document.activeElement as HTMLElement)
  if (backwards && position <= 0) {
    last.focus()
    return true
  }
  if (!backwards && (position === -1 || position === focusable.length - 1)) {
    first.focus()
    return true
  }
  return false
}
