import { useVisitorStore } from '@/features/shell/visitor-store'

import { shownSet, type PortfolioSet } from './portfolio-sets'

/**
 * The talent page's moves on the visitor store's `selectedPortfolio` and `medias`. Here, not in
 * the store: only talent pages need them, and every page loads the store (decision 0016).
 */

/** A talent page opens: its set for the visitor's choice becomes `medias`. */
export function showTalent(sets: PortfolioSet[]): void {
  const { selectedPortfolio } = useVisitorStore.getState()
  useVisitorStore.setState({ medias: shownSet(sets, selectedPortfolio)?.medias ?? [] })
}

/** The visitor picks one of the talent's sets: remembered, and its pictures become `medias`. */
export function selectPortfolio(key: string, sets: PortfolioSet[]): void {
  const shown = sets.find((candidate) => candidate.key === key)
  if (shown) useVisitorStore.setState({ selectedPortfolio: key, medias: shown.medias })
}

/** The talent page closes: nothing is shown. */
export function leaveTalent(): void {
  useVisitorStore.setState({ medias: [] })
}
