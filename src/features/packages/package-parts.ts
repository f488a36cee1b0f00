import type { Package } from '@/payload-types'

/** The id of a relationship's value, populated or not; null for none. */
export const refId = (ref: number | { id: number } | null | undefined): number | null =>
  typeof ref === 'object' ? (ref?.id ?? null) : (ref ?? null)

/** The talent ids a package shows, in order (a row whose talent was deleted shows no one). */
export const talentIdsOf = (pkg: Pick<Package, 'talents'>): number[] =>
  (pkg.talents ?? []).map((row) => refId(row.talent)).filter((id): id is number => id !== null)

/** The media ids a package shows (every talent's chosen pictures). */
export const pictureIdsOf = (pkg: Pick<Package, 'talents'>): Set<number> =>
  new Set(
    (pkg.talents ?? []).flatMap((row) =>
      (row.pictures ?? []).map((picture) => (typeof picture === 'object' ? picture.id : picture)),
    ),
  )
