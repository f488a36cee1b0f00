import { notFound } from 'next/navigation'

/** Only /print/{books}/{id} is a page; shorter print paths are unknown. */
export default function PrintIndex(): never {
  notFound()
}
