/** Pictures a package shows of a talent left to choose: the first six of the portfolio. Import-free (the admin reads it). */
export const DEFAULT_PICTURES = 6
