import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this process (getPayload caches it). */
export const payloadClient = () => getPayload({ config })

/** The public fields of a media document, wherever one is populated. */
export const publicMediaFields = {
  filename: true,
  alt: true,
  caption: true,
  width: true,
  height: true,
  mimeType: true,
  updatedAt: true,
  focalX: true,
  focalY: true,
} as const

export const publicLocationFields = { name: true, slug: true, town: true } as const
