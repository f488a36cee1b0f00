import type { FieldHook, UploadField } from 'payload'

import type { Talent } from '@/payload-types'

type PortfolioEntry = NonNullable<Talent['portfolio']>[number]

/** The media id of a portfolio's first picture, populated or not; null for an empty portfolio. */
export function firstPicture(portfolio: readonly PortfolioEntry[] | null | undefined) {
  const image = portfolio?.[0]?.image
  if (image === undefined || image === null) return null
  return typeof image === 'object' ? image.id : image
}

/**
 * Kept from the portfolio on every save: a write that leaves the portfolio out keeps the saved
 * one's first picture, and whatever a caller sends for `picture` itself is ignored.
 */
const followPortfolio: FieldHook<Talent, Talent['picture']> = ({ siblingData, originalDoc }) =>
  firstPicture(siblingData.portfolio !== undefined ? siblingData.portfolio : originalDoc?.portfolio)

/**
 * The talent's thumbnail: the first picture of their portfolio, stored on the talent so a list of
 * talents (the admin's list, a book's tiles) reads one column instead of every portfolio.
 */
export const pictureField: UploadField = {
  name: 'picture',
  type: 'upload',
  relationTo: 'media',
  admin: {
    readOnly: true,
    position: 'sidebar',
    description:
      'The first portfolio picture, shown in lists and books. Change the portfolio to change it.',
  },
  hooks: { beforeChange: [followPortfolio] },
}
