import 'server-only'

import { cacheTags } from '@/lib/cache-tags'
import type { Locale } from '@/lib/i18n/locales'
import type { Faq, Location } from '@/payload-types'

import { cachedRead } from './cached'
import { inLanguage, payloadClient, publicMediaFields } from './payload'

export type PublicFaq = Pick<Faq, 'id' | 'question' | 'answer'>

export const getFaqs = cachedRead(
  'faqs',
  async (locale: Locale): Promise<PublicFaq[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      sort: 'order',
      limit: 200,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(locale),
      select: { question: true, answer: true },
    })
    return docs.map(({ id, question, answer }) => ({ id, question, answer }))
  },
  () => [cacheTags.faqs],
)

export type PublicLocation = Omit<Location, 'createdAt' | 'updatedAt'>

export const getLocations = cachedRead(
  'locations',
  async (locale: Locale): Promise<PublicLocation[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'locations',
      sort: 'name',
      limit: 20,
      depth: 1,
      overrideAccess: false,
      ...inLanguage(locale),
      select: {
        name: true,
        slug: true,
        town: true,
        address: true,
        phone: true,
        email: true,
        timeZone: true,
        hours: true,
        hoursNote: true,
        mission: true,
        map: true,
        mapUrl: true,
        payments: true,
      },
      populate: { media: publicMediaFields },
    })
    return docs
  },
  () => [cacheTags.locations, cacheTags.media],
)
