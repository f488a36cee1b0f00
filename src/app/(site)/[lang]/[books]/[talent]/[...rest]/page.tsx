import { pageNotFound } from '@/features/errors/page-not-found'

/** Nothing lives deeper than /{book}/{talent}. */
export default function Deeper(): Promise<never> {
  return pageNotFound()
}
