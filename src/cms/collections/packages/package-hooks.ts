import {
  type CollectionBeforeDeleteHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { DEFAULT_PICTURES } from './package-pictures'

type Ref = number | { id: number } | null | undefined
const idOf = (ref: Ref): number | undefined => (typeof ref === 'object' ? ref?.id : ref)

type TalentRow = { talent?: Ref; pictures?: Ref[] | null; [key: string]: unknown }

/** The talent's portfolio and polaroid pictures, by id, as staff last saved them. */
async function picturesOf(req: PayloadRequest, talentId: number) {
  const talent = await req.payload.findByID({
    collection: 'talents',
    id: talentId,
    draft: true,
    depth: 0,
    select: { portfolio: true, polaroids: true },
    disableErrors: true,
    req,
  })
  const portfolio = (talent?.portfolio ?? []).map((row) => idOf(row.image)).filter(isId)
  const polaroids = (talent?.polaroids ?? []).map((row) => idOf(row.image)).filter(isId)
  return { portfolio, allowed: new Set([...portfolio, ...polaroids]) }
}

const isId = (id: number | undefined): id is number => typeof id === 'number'

/**
 * Each talent's pictures come from their own portfolio and polaroids, so a package's link reaches
 * no other picture; none chosen means the first six of the portfolio.
 */
export const pickDefaultPictures: CollectionBeforeChangeHook = async ({ data, req }) => {
  const rows = data.talents as TalentRow[] | undefined
  if (!Array.isArray(rows)) return data
  const errors: { message: string; path: string }[] = []
  const talents = await Promise.all(
    rows.map(async (row, index) => {
      const talentId = idOf(row.talent)
      if (talentId === undefined) return row
      const { portfolio, allowed } = await picturesOf(req, talentId)
      const chosen = (row.pictures ?? []).map(idOf).filter(isId)
      if (chosen.length === 0) return { ...row, pictures: portfolio.slice(0, DEFAULT_PICTURES) }
      if (chosen.some((id) => !allowed.has(id))) {
        errors.push({
          path: `talents.${index}.pictures`,
          message: 'Choose pictures from this talent’s portfolio and polaroids only.',
        })
      }
      return { ...row, pictures: chosen }
    }),
  )
  if (errors.length > 0) throw new ValidationError({ collection: 'packages', errors, req })
  return { ...data, talents }
}

/** A package’s links go with it, before it: each names its package. */
export const deletePackageRecipients: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'package-votes',
    where: { package: { equals: id } },
    overrideAccess: true,
    req,
  })
  await req.payload.delete({
    collection: 'package-recipients',
    where: { package: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/** A recipient's votes go with them. */
export const deleteRecipientVotes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'package-votes',
    where: { recipient: { equals: id } },
    overrideAccess: true,
    req,
  })
}
