import { mediaFullUrl, mediaImageAttributes } from '@/features/media/media-image'
import type { PublicTalent } from '@/lib/data/types'
import type { Messages } from '@/lib/i18n/messages'
import { mediaFileUrl } from '@/lib/paths'

import { MAIN_PORTFOLIO } from './main-portfolio'
import type { PortfolioSet } from './portfolio-sets'

/**
 * A talent's sets as the talent page offers them, the main portfolio first; empty sets are left
 * out, labelled in the page's language. A new kind of set staff define only needs a line here
 * (and its label in the catalogues).
 */
export function talentSets(talent: PublicTalent, text: Messages['talent']): PortfolioSet[] {
  const sets: PortfolioSet[] = [
    {
      key: MAIN_PORTFOLIO,
      label: text.setPortfolio,
      medias: talent.portfolio.map(({ image, caption }) => ({
        id: image.id,
        href: mediaFullUrl(image),
        caption: caption ?? image.alt,
        image: mediaImageAttributes(image),
      })),
    },
    {
      key: 'polaroids',
      label: text.setPolaroids,
      medias: talent.polaroids.map(({ image }) => ({
        id: image.id,
        href: mediaFullUrl(image),
        caption: image.alt,
        image: mediaImageAttributes(image),
      })),
    },
    {
      key: 'videos',
      label: text.setVideos,
      medias: talent.videos.map(({ video, poster, caption }) => ({
        id: video.id,
        href: mediaFileUrl(video.filename ?? ''),
        caption: caption ?? video.alt,
        type: 'video' as const,
        image: poster ? mediaImageAttributes(poster) : null,
      })),
    },
  ]
  return sets.filter((set) => set.medias.length > 0)
}
