'use client'

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type SyntheticEvent,
} from 'react'
import type { ContainerRect } from 'yet-another-react-lightbox'

import { useMessages } from '@/lib/i18n/messages-context.client'

import { VIDEO_RATIO } from './constants'
import { embedUrl, type GalleryItem } from './gallery-item'
import styles from './lightbox.module.css'

type SlideProps = { item: GalleryItem; offset: number; rect: ContainerRect }

/** The slides the library does not draw: YouTube, Vimeo, frames, inline content, fragments. */
export function CustomSlide({ item, offset, rect }: SlideProps) {
  const { lightbox } = useMessages()
  switch (item.type) {
    case 'youtube':
    case 'vimeo': {
      const src = embedUrl(item.src)
      if (!src) return <SlideMessage message={lightbox.unexpected} />
      // A player starts itself: only the current slide gets one, so none plays out of sight.
      const box = fit(rect, VIDEO_RATIO)
      if (offset !== 0) return <div style={box} />
      return <FrameSlide src={src} title={item.alt || lightbox.video} box={box} />
    }
    case 'iframe':
      return <FrameSlide src={item.src} title={item.alt || lightbox.embeddedPage} box={rect} />
    case 'inline':
      return <InlineSlide id={item.src.slice(1)} />
    case 'ajax':
      return <FragmentSlide src={item.src} body={item.body} />
    default:
      return <SlideMessage message={lightbox.unexpected} />
  }
}

/** A message shown in place of the slide. */
export function SlideMessage({ message }: { message: string }) {
  return <p className={styles.message}>{message}</p>
}

function FrameSlide({ src, title, box }: { src: string; title: string; box: ContainerRect }) {
  const [failed, setFailed] = useState(false)
  const { lightbox } = useMessages()
  if (failed) return <SlideMessage message={lightbox.pageError} />
  return (
    <iframe
      className={styles.frame}
      src={src}
      title={title}
      style={{ width: box.width, height: box.height }}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      onLoad={(event) => {
        if (frameFailed(event)) setFailed(true)
      }}
      onError={() => setFailed(true)}
    />
  )
}

/**
 * A frame fires `load` even when its page failed. For a page of this site the frame's own
 * navigation timing holds the status; a page of another site cannot be inspected.
 */
function frameFailed(event: SyntheticEvent<HTMLIFrameElement>): boolean {
  try {
    // The entry comes from the frame's own window: `instanceof` against ours would be false.
    const timing = event.currentTarget.contentWindow?.performance.getEntriesByType('navigation')[0]
    const status = (timing as PerformanceNavigationTiming | undefined)?.responseStatus
    return typeof status === 'number' && status >= 400
  } catch {
    return false
  }
}

function InlineSlide({ id }: { id: string }) {
  const host = useRef<HTMLDivElement>(null)
  const [source] = useState(() => (id ? document.getElementById(decodeId(id)) : null))
  useLayoutEffect(() => {
    if (!source) return
    // A copy, so the page's own element (and whatever React owns in it) is never moved.
    const copy = source.cloneNode(true) as HTMLElement
    copy.removeAttribute('id')
    copy.hidden = false
    copy.style.removeProperty('display')
    host.current?.replaceChildren(copy)
  }, [source])
  const { lightbox } = useMessages()
  if (!source) return <SlideMessage message={lightbox.elementNotFound} />
  return <Content hostRef={host} />
}

/** Why a fragment failed, as the key of its message: 404, any other status, no answer. */
type FragmentFailure = 'fragmentNotFound' | 'fragmentForbidden' | 'unexpected'

type FragmentState =
  | { status: 'loading' }
  | { status: 'done'; html: string }
  | { status: 'failed'; failure: FragmentFailure }

function FragmentSlide({ src, body }: { src: string; body: string | undefined }) {
  // Fragments are inserted as HTML: only this site's own answers are trusted with that.
  const [url] = useState(() => sameOriginUrl(src))
  const [state, setState] = useState<FragmentState>(() =>
    url ? { status: 'loading' } : { status: 'failed', failure: 'unexpected' },
  )
  const { lightbox } = useMessages()
  useEffect(() => {
    if (!url) return
    const abort = new AbortController()
    fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
      credentials: 'same-origin',
      signal: abort.signal,
    })
      .then(async (response) => {
        if (response.status === 200) {
          setState({ status: 'done', html: await response.text() })
          return
        }
        const failure = response.status === 404 ? 'fragmentNotFound' : 'fragmentForbidden'
        setState({ status: 'failed', failure })
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'failed', failure: 'unexpected' })
      })
    return () => abort.abort()
  }, [url, body])
  if (state.status === 'failed') return <SlideMessage message={lightbox[state.failure]} />
  if (state.status === 'loading') return <p className={styles.message}>{lightbox.loading}</p>
  return <Content html={state.html} />
}

function sameOriginUrl(src: string): URL | null {
  try {
    const url = new URL(src, window.location.href)
    return url.origin === window.location.origin ? url : null
  } catch {
    return null
  }
}

/**
 * A box for page content inside the lightbox. Pointer and wheel events stay in it, so text can be
 * selected and scrolled without swiping, zooming or dragging the lightbox closed.
 */
function Content({ html, hostRef }: { html?: string; hostRef?: RefObject<HTMLDivElement | null> }) {
  const own = useRef<HTMLDivElement>(null)
  const box = hostRef ?? own
  useEffect(() => {
    const element = box.current
    if (!element) return
    const keep = (event: Event) => event.stopPropagation()
    element.addEventListener('pointerdown', keep)
    element.addEventListener('wheel', keep, { passive: true })
    return () => {
      element.removeEventListener('pointerdown', keep)
      element.removeEventListener('wheel', keep)
    }
  }, [box])
  return (
    <div
      ref={box}
      className={styles.content}
      data-gallery-content=""
      {...(html === undefined ? null : { dangerouslySetInnerHTML: { __html: html } })}
    />
  )
}

function fit(rect: ContainerRect, ratio: number): ContainerRect {
  const width = Math.min(rect.width, rect.height * ratio)
  return { width: Math.round(width), height: Math.round(width / ratio) }
}

function decodeId(id: string): string {
  try {
    return decodeURIComponent(id)
  } catch {
    return id
  }
}
