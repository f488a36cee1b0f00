'use client'

import { useEffect } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'

import { rememberBookPosition, restoreBookPosition } from './book-return'
import type { PageTrailEntry } from './filters'

/**
 * Renders nothing: hands the page's talents, as filtered, with their neighbours on other pages
 * (pageTrail) to the store (`talent_portfolios`) so a talent page's previous and next follow
 * them, and keeps the scroll position for "back to the book".
 */
export function BookTrail({ talents }: { talents: PageTrailEntry[] }) {
  useEffect(() => {
    // The address as the visitor has it, filters in their order: "back to the book" returns there.
    const book = location.pathname + location.search
    useVisitorStore.getState().setTalentPortfolios(talents.map((talent) => ({ ...talent, book })))
  }, [talents])

  useEffect(() => {
    restoreBookPosition()
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) rememberBookPosition()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  return null
}
