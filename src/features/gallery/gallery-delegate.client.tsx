'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'

import { announceLightboxState } from './events'
import { galleryElements, galleryTrigger, hasGallery } from './gallery-elements'
import type { GalleryLightboxProps, OpenRequest } from './open-request'

type Session = { request: OpenRequest; Lightbox: ComponentType<GalleryLightboxProps> }

/**
 * Opens the lightbox for any element of any page that carries `data-gallery="{group}"`, including
 * HTML from the CMS and elements added after load. Mounted once, in the site's root layout.
 *
 * Usage, in any markup:
 *
 *   <a href="/image/proxy?src=…" data-gallery="lena-vogel-portfolio" data-caption="Paris, <em>2026</em>">…</a>
 *   <button data-gallery="lena-vogel-portfolio" data-src="/media/clip.mp4" data-poster="/media/clip.jpg">…</button>
 *
 * Same value, same gallery, in document order. The source is `data-src` or `href`; the type is
 * detected (image, video file, YouTube, Vimeo, `#id` inline content) or set with `data-type`
 * (`image`, `video`, `youtube`, `vimeo`, `iframe`, `inline`, `ajax`/`html`). Videos may give
 * `data-width`/`data-height` (else 16/9) and `data-poster`; HTML fragments are fetched with GET,
 * or POST with `data-ajax` as the body. While open, the URL hash is `#{group}-{n}`, and a page
 * opened with that hash opens the lightbox there. Listen to `gallery:init`, `gallery:ready`,
 * `gallery:closing` and `gallery:destroy` on `document` to follow it.
 *
 * This component stays tiny: one click listener on `document`; the lightbox itself (its
 * JavaScript and CSS) is imported on the first opening only.
 */
export function GalleryDelegate() {
  const [session, setSession] = useState<Session | null>(null)
  const busy = useRef(false)
  const nextId = useRef(1)
  const pathname = usePathname()

  const open = useCallback((request: Omit<OpenRequest, 'id'>) => {
    if (busy.current) return
    busy.current = true
    const full = { ...request, id: nextId.current++ }
    announceLightboxState('init', { group: full.group, index: full.index })
    import('./lightbox.client').then(
      ({ GalleryLightbox }) => setSession({ request: full, Lightbox: GalleryLightbox }),
      () => {
        // The lightbox could not load (offline, or a new build): let the link work as a link.
        busy.current = false
        const href = request.opener?.getAttribute('href')
        if (href) window.location.assign(href)
      },
    )
  }, [])

  // Few addresses name a slide: the hash's reader is fetched only for one with a hash.
  const openFromHash = useCallback(() => {
    if (window.location.hash.length < 2) return
    import('./hash').then(
      ({ resolveHash }) => {
        const target = resolveHash(window.location.hash, hasGallery)
        if (target) open({ ...target, opener: null, source: 'hash' })
      },
      () => {}, // offline or a new build: the page stays as it is, without the lightbox
    )
  }, [open])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const opener = galleryTrigger(event.target)
      if (!opener) return
      event.preventDefault()
      const group = opener.getAttribute('data-gallery') ?? ''
      const index = Math.max(0, galleryElements(group, opener).indexOf(opener))
      open({ group, index, opener, source: 'click' })
    }
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', openFromHash)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', openFromHash)
    }
  }, [open, openFromHash])

  // On the first load, and after each client-side navigation, the address may name a slide.
  useEffect(openFromHash, [pathname, openFromHash])

  const onDestroy = useCallback(() => {
    busy.current = false
    setSession(null)
  }, [])

  if (!session) return null
  const { Lightbox, request } = session
  return <Lightbox key={request.id} request={request} onDestroy={onDestroy} />
}
