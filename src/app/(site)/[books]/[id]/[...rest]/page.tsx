import { notFound } from 'next/navigation'

/** Nothing lives deeper than /{books}/{id}. */
export default function Deeper(): never {
  notFound()
}
