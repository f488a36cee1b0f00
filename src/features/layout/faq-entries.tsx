import overlay from '@/features/shell/overlay.module.css'
import type { PublicFaq } from '@/lib/data/agency'

/** The FAQ popup's content, rendered on the server. */
export function FaqEntries({ faqs }: { faqs: PublicFaq[] }) {
  return (
    <dl className={overlay.faqs}>
      {faqs.map((faq) => (
        <div key={faq.id}>
          <dt>{faq.question}</dt>
          <dd>{faq.answer}</dd>
        </div>
      ))}
    </dl>
  )
}
