/**
 * The main portfolio: the set a talent page shows until the visitor picks another. A module of its
 * own so the visitor store, which every page loads, holds the name without the sets' code.
 */
export const MAIN_PORTFOLIO = 'portfolio'
