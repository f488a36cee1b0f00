'use client'

import { useEffect } from 'react'

import { useVisitorStore } from '@/features/shell/visitor-store'
import { fill } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/messages-context.client'

import { PortfolioCarousel } from './portfolio-carousel.client'
import { leaveTalent, selectPortfolio, showTalent } from './portfolio-choice'
import { setInHash, type PortfolioSet } from './portfolio-sets'
import styles from './portfolio-viewer.module.css'

/**
 * A talent's sets (portfolio, polaroids, videos) with a switch between them, shown one at a time
 * in the carousel. The choice is the store's `selectedPortfolio`, kept from one talent to the
 * next; the server's HTML, shared by every visitor, shows the main portfolio.
 */
export function PortfolioViewer({
  name,
  talentSlug,
  sets,
}: {
  name: string
  talentSlug: string
  sets: PortfolioSet[]
}) {
  const text = useMessages().talent
  const medias = useVisitorStore((state) => state.medias)

  useEffect(() => {
    // An address naming a picture of one set (`#lena-vogel-polaroids-2`) shows that set.
    const named = setInHash(sets, talentSlug, location.hash)
    if (named) selectPortfolio(named.key, sets)
    else showTalent(sets)
    return leaveTalent
  }, [sets, talentSlug])

  // The set whose pictures the store holds; until it holds this talent's (the server's HTML, the
  // first render, or the previous talent's for one render while leaving), the main portfolio.
  const shown = sets.find((set) => set.medias === medias) ?? sets[0]
  if (!shown) return null
  return (
    <div className={styles.viewer}>
      {sets.length > 1 && (
        <div role="group" aria-label={text.show} className={styles.switch}>
          {sets.map((set) => (
            <button
              key={set.key}
              type="button"
              aria-pressed={set.key === shown.key}
              onClick={() => selectPortfolio(set.key, sets)}
            >
              {set.label} <span className={styles.count}>{set.medias.length}</span>
            </button>
          ))}
        </div>
      )}
      <PortfolioCarousel
        key={shown.key}
        label={fill(text.carouselLabel, { name, set: shown.label.toLowerCase() })}
        group={`${talentSlug}-${shown.key}`}
        medias={shown.medias}
      />
    </div>
  )
}
