import type { PublicFaq } from '@/lib/data/agency'

/**
 * The questions staff keep in the FAQ collection, as a description list: in the FAQ popup of
 * every page and in a page's FAQ block, each styled by its place.
 */
export function FaqEntries({ faqs, className }: { faqs: PublicFaq[]; className?: string }) {
  return (
    <dl className={className}>
      {faqs.map((faq) => (
        <div key={faq.id}>
          <dt>{faq.question}</dt>
          <dd>{faq.answer}</dd>
        </div>
      ))}
    </dl>
  )
}
