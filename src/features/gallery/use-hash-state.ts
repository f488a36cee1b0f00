import { useCallback, useEffect, useRef } from 'react'

import { formatHash, resolveHash, withoutHash } from './hash'
import type { OpenRequest } from './open-request'

type HashStateOptions = Pick<OpenRequest, 'group' | 'source'> & {
  index: number
  /** Back (or an edited address) left the lightbox's hash: close without touching history. */
  onLeave: () => void
  /** The address names another slide of this gallery. */
  onSlide: (index: number) => void
}

/**
 * Keeps `#{group}-{n}` in the address while the lightbox is open. Opening by a click adds one
 * history entry, so Back closes; moving between slides replaces it. Closing clears the hash and
 * adds no entry: it steps back over the entry the opening added, or, when the page was opened
 * with the hash, replaces the address. Uses the History API directly, which Next's router follows.
 * Returns the function that clears the hash, for when the lightbox starts closing.
 */
export function useHashState({ group, source, index, onLeave, onSlide }: HashStateOptions) {
  const pushed = useRef(false)
  const left = useRef(false)
  const named = group !== ''
  const ours = useCallback((name: string) => name === group, [group])

  useEffect(() => {
    if (!named) return
    const hash = formatHash(group, index)
    if (window.location.hash === hash) return
    if (source === 'click' && !pushed.current) {
      pushed.current = true
      window.history.pushState(null, '', hash)
    } else {
      window.history.replaceState(null, '', hash)
    }
  }, [named, group, index, source])

  useEffect(() => {
    if (!named) return
    const follow = () => {
      const target = resolveHash(window.location.hash, ours)
      if (target) {
        onSlide(target.index)
        return
      }
      left.current = true
      onLeave()
    }
    window.addEventListener('popstate', follow)
    window.addEventListener('hashchange', follow)
    return () => {
      window.removeEventListener('popstate', follow)
      window.removeEventListener('hashchange', follow)
    }
  }, [named, ours, onLeave, onSlide])

  return useCallback(() => {
    if (!named || left.current || !resolveHash(window.location.hash, ours)) return
    if (pushed.current) window.history.back()
    else window.history.replaceState(null, '', withoutHash(window.location))
  }, [named, ours])
}
