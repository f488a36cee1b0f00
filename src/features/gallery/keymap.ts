import { KEYMAP } from './constants'

export type KeyAction = (typeof KEYMAP)[keyof typeof KEYMAP]

/** What the key went to: a text field, a button, a media player or anything else. */
export type KeyTarget = 'text' | 'button' | 'media' | 'other'

export type KeyPress = {
  key: string
  target: KeyTarget
  /** Ctrl, Alt or Meta held: a browser or system shortcut, never ours. */
  modified: boolean
}

/**
 * The lightbox's action for a key, or null to leave the key to the page: text fields keep every
 * key but Escape, buttons keep space (it presses them), media players keep space and the arrows.
 */
export function keyAction({ key, target, modified }: KeyPress): KeyAction | null {
  if (modified || !Object.hasOwn(KEYMAP, key)) return null
  const action = KEYMAP[key as keyof typeof KEYMAP]
  if (target === 'text') return key === 'Escape' ? action : null
  if (key === ' ' && (target === 'button' || target === 'media')) return null
  if (target === 'media' && key.startsWith('Arrow')) return null
  return action
}

export function keyTarget(element: Element | null): KeyTarget {
  if (!element) return 'other'
  if (element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    return 'text'
  }
  if (element.closest('video, audio')) return 'media'
  if (element.closest('button, a[href], summary, [role="button"]')) return 'button'
  return 'other'
}
