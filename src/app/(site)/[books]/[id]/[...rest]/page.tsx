import { pageNotFound } from '@/features/errors/page-not-found'

/** Nothing lives deeper than /{books}/{id}. */
export default function Deeper(): Promise<never> {
  return pageNotFound()
}
