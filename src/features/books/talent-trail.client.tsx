'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLayoutEffect } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'
import type { TalentLink } from '@/lib/data/types'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { useLocale } from '@/lib/i18n/messages-context.client'
import { bookPath, talentPath } from '@/lib/paths'

import { requestBookReturn } from './book-return'
import { trailLinks, type TrailLinks } from './portfolio-sets'

/**
 * Previous, next and "back to the book" follow the book as the visitor filtered it (the store's
 * `talent_portfolios`). The server's HTML, cached for every visitor, links the book's full order,
 * which is also what a visitor without JavaScript, or arriving from elsewhere, gets. Every
 * address is in the page's language.
 */
function useTrail(bookSlug: string, talentSlug: string, fullOrder: TrailLinks): TrailLinks {
  const trail = useVisitorStore((state) => state.talent_portfolios)
  return trailLinks(trail, localizedPath(bookPath(bookSlug), useLocale()), talentSlug) ?? fullOrder
}

const localBookPath = (bookSlug: string, locale: Locale) =>
  localizedPath(bookPath(bookSlug), locale)
const localTalentPath = (bookSlug: string, talentSlug: string, locale: Locale) =>
  localizedPath(talentPath(bookSlug, talentSlug), locale)

type Props = {
  bookSlug: string
  talentSlug: string
  previous: TalentLink | null
  next: TalentLink | null
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))

export function TalentPager({ bookSlug, talentSlug, previous, next }: Props) {
  const locale = useLocale()
  const book = localBookPath(bookSlug, locale)
  const links = useTrail(bookSlug, talentSlug, { previous, next, book })
  const router = useRouter()

  // The left and right keys move between talents, unless a dialog (the lightbox) is open or the
  // visitor is typing. Attached as the page is committed, so a key pressed as soon as it shows
  // already follows it (and never the page before).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return
      if (isEditable(event.target) || document.querySelector('[aria-modal="true"]')) return
      const target = { ArrowLeft: links.previous, ArrowRight: links.next }[event.key]
      if (!target) return
      event.preventDefault()
      router.push(localTalentPath(bookSlug, target.slug, locale))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [bookSlug, links, router, locale])

  return (
    <>
      {links.previous && (
        <Link
          href={localTalentPath(bookSlug, links.previous.slug, locale)}
          rel="prev"
          prefetch={false}
        >
          ← {links.previous.name}
        </Link>
      )}
      {links.next && (
        <Link href={localTalentPath(bookSlug, links.next.slug, locale)} rel="next" prefetch={false}>
          {links.next.name} →
        </Link>
      )}
    </>
  )
}

/** The link to the book: to its filtered view at the visitor's scroll position, when known. */
export function BackToBook({
  bookSlug,
  talentSlug,
  title,
}: Omit<Props, 'previous' | 'next'> & { title: string }) {
  const fullOrder = { previous: null, next: null, book: localBookPath(bookSlug, useLocale()) }
  const { book } = useTrail(bookSlug, talentSlug, fullOrder)
  return (
    <Link href={book} prefetch={false} scroll={false} onClick={() => requestBookReturn(book)}>
      {title}
    </Link>
  )
}
