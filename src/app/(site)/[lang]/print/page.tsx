import { pageNotFound } from '@/features/errors/page-not-found'

/** Only /print/{book}/{talent} is a page; shorter print paths (this one and /print/{book}) are unknown. */
export default function PrintIndex(): Promise<never> {
  return pageNotFound()
}
