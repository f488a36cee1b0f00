import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { JsonLd } from '@/features/page/json-ld'
import { breadcrumbData } from '@/features/seo/structured-data'
import { mediaVersion } from '@/lib/data/media'
import type { PublicBook, PublicTalent, TalentCard } from '@/lib/data/types'
import { env } from '@/lib/env'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import { bookPath, talentPath } from '@/lib/paths'

const absolute = (path: string) => `${env.siteUrl}${path}`

export function bookStructuredData(book: PublicBook, talents: TalentCard[]) {
  return {
    '@type': 'ItemList',
    name: book.title,
    url: absolute(bookPath(book.slug)),
    numberOfItems: talents.length,
    itemListElement: talents.map((talent, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: talent.name,
      url: absolute(talentPath(book.slug, talent.slug)),
    })),
  }
}

export function talentStructuredData(book: PublicBook, talent: PublicTalent) {
  const image = talent.portfolio[0]?.image
  const handle = instagramHandle(talent.instagramUrl)
  const heightCm = talent.measurements?.heightCm
  return {
    '@type': 'Person',
    name: talent.name,
    url: absolute(talentPath(book.slug, talent.slug)),
    ...(talent.bio ? { description: talent.bio } : {}),
    ...(image?.filename
      ? {
          image: absolute(
            proxyImageUrl(mediaPath(image.filename), { width: 1200, version: mediaVersion(image) }),
          ),
        }
      : {}),
    ...(heightCm
      ? { height: { '@type': 'QuantitativeValue', value: heightCm, unitCode: 'CMT' } }
      : {}),
    ...(handle ? { sameAs: [instagramProfileUrl(handle)] } : {}),
    ...(talent.location ? { workLocation: { '@type': 'Place', name: talent.location.name } } : {}),
  }
}

const homeStep = { name: 'Home', path: '/' }

export const BookJsonLd = ({ book, talents }: { book: PublicBook; talents: TalentCard[] }) => (
  <>
    <JsonLd data={bookStructuredData(book, talents)} />
    <JsonLd
      data={breadcrumbData(
        [homeStep, { name: book.title, path: bookPath(book.slug) }],
        env.siteUrl,
      )}
    />
  </>
)

export const TalentJsonLd = ({ book, talent }: { book: PublicBook; talent: PublicTalent }) => (
  <>
    <JsonLd data={talentStructuredData(book, talent)} />
    <JsonLd
      data={breadcrumbData(
        [
          homeStep,
          { name: book.title, path: bookPath(book.slug) },
          { name: talent.name, path: talentPath(book.slug, talent.slug) },
        ],
        env.siteUrl,
      )}
    />
  </>
)
