import { pageNotFound } from '@/features/errors/page-not-found'

/** Only /print/{books}/{id} is a page; shorter print paths are unknown. */
export default function PrintIndex(): Promise<never> {
  return pageNotFound()
}
